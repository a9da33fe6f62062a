import { admin as adminTexts } from '../../i18n/nl-admin';
import { cn } from '../../lib/cn';
import { ACCURACY_TONE_CLASSES, accuracyTone } from './accuracy';

/** An accuracy of 0–100 coloured by ACCURACY_THRESHOLDS; the number is always written out. */
export function AccuracyBadge({ accuracy }: { accuracy: number }) {
  const tone = accuracyTone(accuracy);
  return (
    <span
      data-accuracy={tone}
      className={cn(
        'inline-flex min-w-14 justify-center rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ring-1 ring-inset',
        ACCURACY_TONE_CLASSES[tone],
      )}
    >
      {adminTexts.analysis.percent(accuracy)}
    </span>
  );
}
