import { CircleCheck, Lock } from 'lucide-react';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';

const t = adminTexts.results;

const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset';

/** The Active and Final badges of an election. */
export function ElectionBadges({ isActive, isFinal }: { isActive: boolean; isFinal: boolean }) {
  if (!isActive && !isFinal) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {isActive && (
        <span className={cn(BADGE, 'bg-emerald-100 text-emerald-800 ring-emerald-300')}>
          <CircleCheck aria-hidden="true" className="size-3" />
          {t.active}
        </span>
      )}
      {isFinal && (
        <span className={cn(BADGE, 'bg-navy-100 text-navy-800 ring-navy-200')}>
          <Lock aria-hidden="true" className="size-3" />
          {t.final}
        </span>
      )}
    </span>
  );
}
