import type { StatenRegion } from '@zetelpoule/shared';
import { CircleCheck, Clock, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = statenTexts;

const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset';

/**
 * One province's Staten (or a kiescollege) on the election-night list: in or not, its members
 * and stemwaarde (marked provisional while they are the seed's 2023 values), and its actions:
 * the seats (thumb-wide on a phone) and, with a pencil, the values.
 */
export function StatenRegionRow({
  region,
  reported,
  onEnterSeats,
  onEditValues,
}: {
  region: StatenRegion;
  reported: boolean;
  onEnterSeats: () => void;
  onEditValues: () => void;
}) {
  const hasValues = region.staten_seat_count !== null && region.stemwaarde !== null;
  return (
    <li data-region={region.name} className="py-3 sm:flex sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold text-navy-950">{region.name}</p>
          <span
            className={cn(
              BADGE,
              reported
                ? 'bg-emerald-100 text-emerald-800 ring-emerald-300'
                : 'bg-slate-100 text-slate-700 ring-slate-300',
            )}
          >
            {reported ? (
              <CircleCheck aria-hidden="true" className="size-3" />
            ) : (
              <Clock aria-hidden="true" className="size-3" />
            )}
            {reported ? t.reported : t.pending}
          </span>
        </div>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 tabular-nums">
          {hasValues ? (
            <>
              <span>
                {t.seats(region.staten_seat_count!)} · {t.stemwaarde(region.stemwaarde!)}
              </span>
              {region.values_provisional && (
                <span className={cn(BADGE, 'bg-oranje-50 text-oranje-800 ring-oranje-300')}>
                  {t.provisional}
                </span>
              )}
            </>
          ) : (
            <span>{t.noValues}</span>
          )}
        </div>
      </div>
      <div className="mt-2 flex shrink-0 items-center gap-2 sm:mt-0">
        {hasValues && (
          <Button
            size="sm"
            variant={reported ? 'outline' : 'secondary'}
            className="flex-1 sm:flex-none"
            onClick={onEnterSeats}
          >
            {reported ? t.changeSeats : t.enterSeats}{' '}
            <span className="sr-only">{t.forRegion(region.name)}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          // Alone on its line (no values yet), it lines up with the name above it.
          className={hasValues ? undefined : '-ml-3 sm:ml-0'}
          onClick={onEditValues}
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          {hasValues ? t.editValues : t.fillValues}{' '}
          <span className="sr-only">{t.valuesOf(region.name)}</span>
        </Button>
      </div>
    </li>
  );
}
