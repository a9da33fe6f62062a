import type { ChamberResult, Party } from '@zetelpoule/shared';
import { Dices } from 'lucide-react';
import { Link } from 'react-router';
import { results as resultsTexts } from '../../../i18n/nl-results';
import { PROJECTION_EXPLAINER_PATH } from '../lib/paths';

const t = resultsTexts.staten;

/**
 * Under the Eerste Kamer's heading at a Provinciale Statenverkiezing: how many provinces are
 * in, how the projection follows from the Staten (with the way to the full explanation), and
 * when equal averages made a lot decide the last seats, that it did.
 */
export function ProjectionNote({
  chamberResult,
  provincesIn,
  provincesTotal,
  parties,
}: {
  chamberResult: ChamberResult;
  provincesIn: number;
  provincesTotal: number;
  parties: Party[];
}) {
  const lot = chamberResult.decided_by_lot;
  const names = (lot?.party_ids ?? []).map(
    (id) => parties.find((party) => party.id === id)?.name ?? '?',
  );
  const isOfficial = chamberResult.source === 'official';
  return (
    <div className="mt-1 space-y-2 text-sm">
      {!isOfficial && (
        <p className="font-semibold text-slate-700 tabular-nums" data-testid="provinces-in">
          {t.reported(provincesIn, provincesTotal)}
        </p>
      )}
      <p className="text-slate-600">
        {isOfficial ? t.officialLine : t.line}{' '}
        <Link
          to={PROJECTION_EXPLAINER_PATH}
          className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
        >
          {t.explainLink}
        </Link>
      </p>
      {lot !== null && (
        <p
          role="note"
          className="flex gap-2 rounded-lg bg-oranje-50 px-3 py-2 text-oranje-900 ring-1 ring-oranje-200 ring-inset"
        >
          <Dices aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.lot(lot.seats, names)}
        </p>
      )}
    </div>
  );
}
