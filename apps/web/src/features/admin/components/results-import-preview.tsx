import type { ElectionDetails, ResultsImportSummary } from '@zetelpoule/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  ChangeMark,
  NUM,
  ScrollRegion,
  TD,
  TH,
  WarningList,
  percent,
  t,
} from './results-import-parts';
import { ListCells, ListTable, seatCell, show } from './results-import-list-table';
import { StatenSeatsTable } from './results-import-staten-table';

/**
 * What a dry run found, next to what is stored now: the seats (TK) or the province's Staten
 * seats (PS), the turnout and biggest party of the played regions, the warnings, and
 * `children` (the names still to map) above the apply button.
 */
export function ImportPreview({
  summary,
  election,
  onApply,
  isApplying,
  canApply,
  children,
}: {
  summary: ResultsImportSummary;
  election: ElectionDetails;
  onApply: () => void;
  isApplying: boolean;
  canApply: boolean;
  children?: ReactNode;
}) {
  const partyName = new Map(election.parties.map((p) => [p.id, p.name]));
  for (const row of summary.parties) {
    if (row.party_id !== null && !partyName.has(row.party_id))
      partyName.set(row.party_id, row.name);
  }
  const storedCountry = election.country_turnout_result?.actual_turnout ?? null;

  return (
    <div className="mt-6 space-y-6">
      <p className="text-sm font-medium text-navy-950">
        {t.source(summary.source.election_identifier, summary.source.files.length)}
      </p>
      <WarningList warnings={summary.warnings} />

      {summary.region ? (
        <StatenSeatsTable summary={summary} region={summary.region} />
      ) : (
        <>
          <SeatsTable summary={summary} election={election} />
          <p className="text-sm text-slate-700">
            {t.countryTurnout}:{' '}
            <strong className="font-semibold text-navy-950">
              {summary.country_turnout === null ? t.none : percent(summary.country_turnout)}
            </strong>{' '}
            <span className="text-slate-600">
              ({t.storedColumn.toLowerCase()}:{' '}
              {storedCountry === null ? t.none : percent(storedCountry)})
            </span>
            {summary.country_turnout !== null && summary.country_turnout !== storedCountry && (
              <ChangeMark />
            )}
          </p>
        </>
      )}

      <RegionsTable summary={summary} election={election} partyName={partyName} />
      {children}

      <div className="sticky bottom-0 -mx-5 border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:px-6">
        <Button onClick={onApply} disabled={isApplying || !canApply}>
          {isApplying ? t.applying : t.apply}
        </Button>
      </div>
    </div>
  );
}

function SeatsTable({
  summary,
  election,
}: {
  summary: ResultsImportSummary;
  election: ElectionDetails;
}) {
  const storedSeats =
    election.seat_results.length === 0
      ? null
      : new Map(election.seat_results.map((r) => [r.party_id, r.seat_count]));
  const hasSeats = summary.seats.some((row) => row.seats !== null || row.seats_from_votes !== null);
  const unmatched = new Set(summary.unmatched_names);
  return (
    <ListTable
      title={t.seatsTitle}
      caption={t.seatsCaption}
      minWidth="min-w-[34rem]"
      seatColumns={[t.seats520Column, t.seatsFromVotesColumn, t.storedColumn]}
    >
      {summary.seats.map((row, index) => {
        const incoming = row.seats ?? row.seats_from_votes;
        const stored =
          row.party_id === null || storedSeats === null
            ? null
            : (storedSeats.get(row.party_id) ?? 0);
        const disagrees =
          row.seats !== null && row.seats_from_votes !== null && row.seats !== row.seats_from_votes;
        const changes = hasSeats && incoming !== null && stored !== incoming;
        return (
          // A party the files do not name shows its own list number, which may repeat one
          // of the files': the index keeps the key unique.
          <tr key={`${index}/${row.list_number}`}>
            <ListCells row={row} unmatched={unmatched} />
            <td className={seatCell(disagrees)}>{show(row.seats)}</td>
            <td className={seatCell(disagrees)}>{show(row.seats_from_votes)}</td>
            <td className={cn(TD, NUM, 'whitespace-nowrap')}>
              {show(stored)}
              {changes && <ChangeMark />}
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}

/** Turnout and biggest party of the played municipalities (TK) or of the province (PS). */
function RegionsTable({
  summary,
  election,
  partyName,
}: {
  summary: ResultsImportSummary;
  election: ElectionDetails;
  partyName: Map<number, string>;
}) {
  const isProvince = summary.region !== null;
  if (summary.municipalities.length === 0) {
    return (
      <p className="text-sm text-slate-600">{isProvince ? t.noProvince : t.noMunicipalities}</p>
    );
  }
  const title = isProvince ? t.provinceTitle : t.municipalitiesTitle;
  const storedTurnout = new Map(
    election.turnout_results.map((r) => [r.municipality_id, r.actual_turnout]),
  );
  const storedBiggest = new Map(
    election.biggest_party_results.map((r) => [r.municipality_id, r.winning_party_id]),
  );
  const nameOf = (id: number | null) => (id === null ? t.none : (partyName.get(id) ?? t.none));
  return (
    <ScrollRegion label={title}>
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="pb-2 text-left text-base font-semibold text-navy-950">{title}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={TH}>
              {isProvince ? t.provinceColumn : t.municipalityColumn}
            </th>
            <th scope="col" className={cn(TH, NUM)}>
              {t.turnoutColumn}
            </th>
            <th scope="col" className={TH}>
              {t.biggestColumn}
            </th>
            <th scope="col" className={TH}>
              {t.storedColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {summary.municipalities.map((m) => {
            const turnout = storedTurnout.get(m.municipality_id) ?? null;
            const biggest = storedBiggest.get(m.municipality_id) ?? null;
            const changes =
              (m.turnout !== null && m.turnout !== turnout) ||
              (m.biggest_party_id !== null && m.biggest_party_id !== biggest);
            return (
              <tr key={m.municipality_id}>
                <th scope="row" className={cn(TD, 'text-left font-medium text-navy-950')}>
                  {m.name}
                </th>
                <td className={cn(TD, NUM)}>{m.turnout === null ? t.none : percent(m.turnout)}</td>
                <td className={TD}>{nameOf(m.biggest_party_id)}</td>
                <td className={cn(TD, 'text-slate-600')}>
                  {turnout === null ? t.none : percent(turnout)} · {nameOf(biggest)}
                  {changes && <ChangeMark />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
