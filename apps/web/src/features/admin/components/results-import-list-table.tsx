import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { NUM, NoPartyMark, ScrollRegion, TD, TH, numberFormat, t } from './results-import-parts';

/*
 * The seat tables of the import preview (TK seats, PS Staten seats) share their layout: a
 * caption, then per list its number, its name (marked when it has no party yet) and its votes,
 * followed by each table's own seat columns.
 */

export const show = (value: number | null | undefined) =>
  value === null || value === undefined ? t.none : numberFormat.format(value);

/** A seat count that the votes and the 520 disagree on is shown in red. */
export const seatCell = (disagrees: boolean) =>
  cn(TD, NUM, disagrees && 'font-semibold text-red-700');

export function ListTable({
  title,
  caption,
  minWidth,
  seatColumns,
  children,
}: {
  title: string;
  caption: string;
  /** A Tailwind min-width class: the table scrolls sideways below it. */
  minWidth: string;
  /** The headings after list, party and votes. */
  seatColumns: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={title}>
      <table className={cn('w-full text-sm', minWidth)}>
        <caption className="pb-2 text-left">
          <span className="block text-base font-semibold text-navy-950">{title}</span>
          <span className="block text-xs text-slate-600">{caption}</span>
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
            {seatColumns.map((column) => (
              <th key={column} scope="col" className={cn(TH, NUM)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** The first cells of a list's row: its number, its name and its votes. */
export function ListCells({
  row,
  unmatched,
}: {
  row: { list_number: number; name: string; party_id: number | null; votes: number | null };
  unmatched: ReadonlySet<string>;
}) {
  return (
    <>
      <td className={cn(TD, NUM, 'text-slate-500')}>{row.list_number}</td>
      <th scope="row" className={cn(TD, 'text-left font-medium text-navy-950')}>
        {row.name}
        {row.party_id === null && (
          <NoPartyMark label={unmatched.has(row.name) ? t.noParty : t.newParty} />
        )}
      </th>
      <td className={cn(TD, NUM)}>{show(row.votes)}</td>
    </>
  );
}
