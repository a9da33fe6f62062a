import { Check, X } from 'lucide-react';
import { results as resultsTexts } from '../../../i18n/nl-results';

const t = resultsTexts;

/** Right or wrong: an icon and the word, so the meaning never rests on colour alone. */
export function Verdict({ isCorrect }: { isCorrect: boolean }) {
  return isCorrect ? (
    <span className="inline-flex items-center gap-1 text-xs font-bold text-emerald-800">
      <Check aria-hidden="true" className="size-4" />
      {t.verdict.right}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs font-bold text-red-700">
      <X aria-hidden="true" className="size-4" />
      {t.verdict.wrong}
    </span>
  );
}

export function Unknown() {
  return <span className="text-sm text-slate-500 italic">{t.unknown}</span>;
}

export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-full ring-1 ring-black/10"
      style={{ backgroundColor: color }}
    />
  );
}

/** A dash for the eye where a value is not known yet; the words for a screen reader. */
export function Dash() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-500">
        –
      </span>
      <span className="sr-only">{t.unknown}</span>
    </>
  );
}

/** Points won in green, lost in red, none in grey. */
export function pointsTone(points: number): string {
  if (points > 0) return 'text-emerald-800';
  if (points < 0) return 'text-red-700';
  return 'text-slate-700';
}
