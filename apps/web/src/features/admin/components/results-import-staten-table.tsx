import type { ResultsImportRegion, ResultsImportSummary } from '@zetelpoule/shared';
import { ListCells, ListTable, seatCell, show } from './results-import-list-table';
import { t } from './results-import-parts';

/** PS: the province's Staten seats per list, from the votes and from the 520. */
export function StatenSeatsTable({
  summary,
  region,
}: {
  summary: ResultsImportSummary;
  region: ResultsImportRegion;
}) {
  const unmatched = new Set(summary.unmatched_names);
  return (
    <ListTable
      title={t.statenTitle(region.name)}
      caption={t.statenCaption(region.seat_count)}
      minWidth="min-w-[30rem]"
      seatColumns={[t.seatsFromVotesColumn, t.seats520Column]}
    >
      {(summary.staten_seats ?? []).map((row) => {
        const disagrees =
          row.seats_520 !== null &&
          row.seats_from_votes !== null &&
          row.seats_520 !== row.seats_from_votes;
        return (
          <tr key={row.list_number}>
            <ListCells row={row} unmatched={unmatched} />
            <td className={seatCell(disagrees)}>{show(row.seats_from_votes)}</td>
            <td className={seatCell(disagrees)}>{show(row.seats_520)}</td>
          </tr>
        );
      })}
    </ListTable>
  );
}
