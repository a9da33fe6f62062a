import type { ResultsImportRegion, ResultsImportSummary } from '@zetelpoule/shared';
import { cn } from '../../../lib/cn';
import { NUM, NoPartyMark, ScrollRegion, TD, TH, numberFormat, t } from './results-import-parts';

const show = (value: number | null) => (value === null ? t.none : numberFormat.format(value));

/** PS: the province's Staten seats per list, from the votes and from the 520. */
export function StatenSeatsTable({
  summary,
  region,
}: {
  summary: ResultsImportSummary;
  region: ResultsImportRegion;
}) {
  const unmatched = new Set(summary.unmatched_names);
  const title = t.statenTitle(region.name);
  return (
    <ScrollRegion label={title}>
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="pb-2 text-left">
          <span className="block text-base font-semibold text-navy-950">{title}</span>
          <span className="block text-xs text-slate-600">{t.statenCaption(region.seat_count)}</span>
        </caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={cn(TH, NUM)}>
              {t.listColumn}
            </th>
            <th scope="col" className={TH}>
              {t.partyColumn}
            </th>
            <th scope="col" className={cn(TH, NUM)}>
              {t.votesColumn}
            </th>
            <th scope="col" className={cn(TH, NUM)}>
              {t.seatsFromVotesColumn}
            </th>
            <th scope="col" className={cn(TH, NUM)}>
              {t.seats520Column}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {(summary.staten_seats ?? []).map((row) => {
            const disagrees =
              row.seats_520 !== null &&
              row.seats_from_votes !== null &&
              row.seats_520 !== row.seats_from_votes;
            return (
              <tr key={row.list_number}>
                <td className={cn(TD, NUM, 'text-slate-500')}>{row.list_number}</td>
                <th scope="row" className={cn(TD, 'text-left font-medium text-navy-950')}>
                  {row.name}
                  {row.party_id === null && (
                    <NoPartyMark label={unmatched.has(row.name) ? t.noParty : t.newParty} />
                  )}
                </th>
                <td className={cn(TD, NUM)}>{show(row.votes)}</td>
                <td className={cn(TD, NUM, disagrees && 'font-semibold text-red-700')}>
                  {show(row.seats_from_votes)}
                </td>
                <td className={cn(TD, NUM, disagrees && 'font-semibold text-red-700')}>
                  {show(row.seats_520)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
