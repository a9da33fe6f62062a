import type { ResultsStatus } from '@zetelpoule/shared';
import { useMemo, type ReactNode } from 'react';
import { Hemicycle } from '../../../components/hemicycle/hemicycle';
import { colourPatterns } from '../../../components/hemicycle/party-patterns';
import { Card } from '../../../components/ui/card';
import { results as resultsTexts } from '../../../i18n/nl-results';
import { cn } from '../../../lib/cn';
import { seatColorsFromCounts, type PartyRow } from '../lib/view-model';
import { Dash, pointsTone, Swatch } from './verdict';

const t = resultsTexts;

function differenceTone(difference: number): string {
  const off = Math.abs(difference);
  if (off === 0) return 'bg-emerald-50 text-emerald-800 ring-emerald-200';
  if (off <= 2) return 'bg-oranje-50 text-oranje-800 ring-oranje-200';
  return 'bg-red-50 text-red-800 ring-red-200';
}

function differenceWords(difference: number): string {
  if (difference === 0) return t.parties.exact;
  return difference > 0 ? t.parties.tooMany(difference) : t.parties.tooFew(-difference);
}

/** +2 / −1 / =: the sign and colour for the eye, the words for a screen reader. */
function DifferenceChip({ difference }: { difference: number }) {
  return (
    <span
      title={differenceWords(difference)}
      className={cn(
        'inline-flex min-w-10 justify-center rounded-md px-1.5 py-0.5 text-xs font-bold tabular-nums ring-1 ring-inset',
        differenceTone(difference),
      )}
    >
      <span aria-hidden="true">{difference === 0 ? '=' : t.signed(difference)}</span>
      <span className="sr-only">{differenceWords(difference)}</span>
    </span>
  );
}

/**
 * The (provisional) result's hemicycle beside the player's own, both drawn from seats per party
 * in ballot order so the wedges line up, and per party the difference and the points. Every
 * party of the election has a row, in that same order: one the player gave no seats and that
 * won none scores too, so the rows add up to the seat points, and a new projection changes the
 * numbers without moving a row under the player's thumb. A Provinciale Statenverkiezing names
 * its chamber (`title`, `resultCaption`) and says how the projection comes about (`intro`).
 */
export function ChamberSection({
  seatCount,
  rows,
  seatPoints,
  status,
  title = t.chamber.title,
  resultCaption,
  intro,
  actualColumn = t.parties.actual,
}: {
  seatCount: number;
  rows: PartyRow[];
  /** The player's seat points as scored (the rows' sum); null until the seats are in. */
  seatPoints: number | null;
  status: ResultsStatus;
  title?: string;
  /** Above the result's hemicycle; "(Voorlopige) uitslag" when not given. */
  resultCaption?: string;
  intro?: ReactNode;
  /** The party table's heading of the result's column ("Prognose" before the real one). */
  actualColumn?: string;
}) {
  const parties = useMemo(() => rows.map((row) => ({ id: row.id, hexcolor: row.color })), [rows]);
  const patterns = useMemo(() => colourPatterns(rows.map((row) => row.color)), [rows]);
  const hasResult = rows.some((row) => row.actual !== null);
  const actualCounts = useMemo(() => new Map(rows.map((row) => [row.id, row.actual ?? 0])), [rows]);
  const predictedCounts = useMemo(
    () => new Map(rows.map((row) => [row.id, row.predicted])),
    [rows],
  );
  const actualSeats = rows.reduce((sum, row) => sum + (row.actual ?? 0), 0);
  const predictedSeats = rows.reduce((sum, row) => sum + row.predicted, 0);

  return (
    <Card className="p-5 sm:p-6" data-testid="chamber">
      <section aria-labelledby="chamber-title">
        <h2 id="chamber-title" className="text-lg font-bold text-navy-950">
          {title}
        </h2>
        {intro}
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <figure>
            <figcaption className="mb-2 text-sm font-semibold text-navy-900">
              {resultCaption ??
                (status === 'final' ? t.chamber.result : t.chamber.resultProvisional)}
            </figcaption>
            <Hemicycle
              seatCount={seatCount}
              seatColors={seatColorsFromCounts(seatCount, parties, actualCounts)}
              colorPatterns={patterns}
              label={t.chamber.resultChart(actualSeats, seatCount)}
              summary={
                hasResult
                  ? { value: String(actualSeats), caption: t.chamber.seatsCaption(seatCount) }
                  : undefined
              }
              className="[&_svg]:w-full"
            />
            {!hasResult && (
              <p className="mt-2 text-center text-sm text-slate-500 italic">
                {t.chamber.noResultYet}
              </p>
            )}
          </figure>
          <figure>
            <figcaption className="mb-2 text-sm font-semibold text-navy-900">
              {t.chamber.mine}
            </figcaption>
            <Hemicycle
              seatCount={seatCount}
              seatColors={seatColorsFromCounts(seatCount, parties, predictedCounts)}
              colorPatterns={patterns}
              label={t.chamber.mineChart(predictedSeats, seatCount)}
              summary={{
                value: String(predictedSeats),
                caption: t.chamber.seatsCaption(seatCount),
              }}
              className="[&_svg]:w-full"
            />
          </figure>
        </div>

        {rows.length > 0 && (
          <div className="mt-6">
            <h3 className="mb-2 text-base font-bold text-navy-950">{t.parties.title}</h3>
            <table className="w-full text-left text-sm" data-testid="party-table">
              <caption className="sr-only">{t.parties.caption}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <th scope="col" className="py-2 pr-2">
                    {t.parties.party}
                  </th>
                  <th scope="col" className="px-1 py-2 text-right">
                    {t.parties.mine}
                  </th>
                  <th scope="col" className="px-1 py-2 text-right">
                    {actualColumn}
                  </th>
                  {/* A phone has room for four columns: the difference is the two numbers
                      before it, and the points cell says it in words for a screen reader. */}
                  <th scope="col" className="hidden px-1 py-2 text-right sm:table-cell">
                    {t.parties.difference}
                  </th>
                  <th scope="col" className="py-2 pl-1 text-right">
                    {t.parties.points}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} data-party={row.name}>
                    <th scope="row" className="py-2 pr-2 font-medium text-navy-950">
                      <span className="flex min-w-0 items-center gap-2">
                        <Swatch color={row.color} />
                        <span className="min-w-0 break-words">{row.name}</span>
                      </span>
                    </th>
                    <td className="px-1 py-2 text-right tabular-nums">{row.predicted}</td>
                    <td className="px-1 py-2 text-right font-semibold tabular-nums">
                      {row.actual ?? <Dash />}
                    </td>
                    <td className="hidden px-1 py-2 text-right sm:table-cell">
                      {row.difference === null ? (
                        <Dash />
                      ) : (
                        <DifferenceChip difference={row.difference} />
                      )}
                    </td>
                    <td data-testid="party-points" className="py-2 pl-1 text-right tabular-nums">
                      {row.points === null ? (
                        <Dash />
                      ) : (
                        <span className={cn('font-bold', pointsTone(row.points))}>
                          {t.signed(row.points)}
                          {row.difference !== null && (
                            <span className="sr-only sm:hidden">
                              , {differenceWords(row.difference)}
                            </span>
                          )}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
              {seatPoints !== null && (
                <tfoot>
                  <tr className="border-t-2 border-navy-900">
                    <th
                      scope="row"
                      colSpan={3}
                      className="pt-2.5 pr-2 text-left text-sm font-bold text-navy-950"
                    >
                      {t.parties.total}
                    </th>
                    <td className="hidden sm:table-cell" />
                    <td
                      data-testid="party-points-total"
                      className="pt-2.5 pl-1 text-right text-base font-extrabold text-navy-950 tabular-nums"
                    >
                      {t.signed(seatPoints)}
                    </td>
                  </tr>
                </tfoot>
              )}
            </table>
            {!hasResult && (
              <p className="mt-2 text-sm text-slate-500 italic">{t.chamber.noResultYet}</p>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
