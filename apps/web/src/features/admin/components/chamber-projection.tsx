import type { ElectionDetails } from '@zetelpoule/shared';
import { reportedCounts } from '../lib/staten-regions';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = statenTexts.projection;

/**
 * The Eerste Kamer as it stands on a PS election night: the projection from the Staten in so
 * far (or the elected chamber once entered), how many provinces are in, and whether the last
 * seats went by lot (docs/rules/eerste-kamer-projection.md).
 */
export function ChamberProjection({ election }: { election: ElectionDetails }) {
  const chamber = election.chamber_result;
  const official = chamber?.source === 'official';
  const counts = reportedCounts(election);
  const partyOf = new Map(election.parties.map((p) => [p.id, p]));
  const seats = election.seat_results
    .filter((row) => row.seat_count > 0)
    .map((row) => ({ party: partyOf.get(row.party_id), seats: row.seat_count }))
    .sort((a, b) => b.seats - a.seats || (a.party?.list_number ?? 0) - (b.party?.list_number ?? 0));
  const total = seats.reduce((sum, row) => sum + row.seats, 0);
  const lot = chamber?.decided_by_lot;

  return (
    <section
      aria-labelledby="chamber-projection-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id="chamber-projection-heading" className="font-bold text-navy-950">
          {official ? t.officialTitle : t.title}
        </h4>
        <p className="text-sm font-semibold text-navy-900 tabular-nums">
          {t.reported(counts.provinces.reported, counts.provinces.total)}
          {counts.colleges.total > 0 &&
            ` · ${t.collegesReported(counts.colleges.reported, counts.colleges.total)}`}
        </p>
      </div>
      {official && <p className="mt-2 text-sm text-slate-700">{t.official}</p>}
      {seats.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.none}</p>
      ) : (
        <>
          {/* The chamber as one bar, for the eye; the list below says the same in words. */}
          <div
            aria-hidden="true"
            className="mt-3 flex h-3 overflow-hidden rounded-full bg-slate-200"
          >
            {seats.map(({ party, seats: count }, index) => (
              <span
                key={party?.id ?? index}
                className="h-full border-r border-white last:border-r-0"
                style={{
                  width: `${(count / election.seat_count) * 100}%`,
                  backgroundColor: party?.hexcolor ?? '#94A3B8',
                }}
              />
            ))}
          </div>
          <ul
            aria-label={t.seatsLabel}
            className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3"
          >
            {seats.map(({ party, seats: count }, index) => (
              <li key={party?.id ?? index} className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full ring-1 ring-black/10"
                  style={{ backgroundColor: party?.hexcolor ?? '#94A3B8' }}
                />
                <span className="min-w-0 flex-1 break-words text-navy-950">{party?.name}</span>
                <span className="font-semibold text-navy-950 tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600 tabular-nums">
            {t.total(total, election.seat_count)}
          </p>
        </>
      )}
      {lot && (
        <p className="mt-3 rounded-lg bg-oranje-50 px-3 py-2 text-sm text-oranje-800 ring-1 ring-oranje-200 ring-inset">
          {t.lot(
            lot.seats,
            lot.party_ids.map((id) => partyOf.get(id)?.name ?? String(id)),
          )}
        </p>
      )}
    </section>
  );
}
