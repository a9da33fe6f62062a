import {
  COALITION_QUERY_KEY,
  coalitionSeats,
  formatCoalitionParam,
  hasMajority,
  majorityThreshold,
  minimalWinningCoalitions,
  parseCoalitionParam,
  type Crowd,
  type Party,
} from '@zetelpoule/shared';
import { Check } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDeadlineInfo } from '../../../components/deadline/deadline-info';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { crowd as crowdTexts } from '../../../i18n/nl-crowd';
import { cn } from '../../../lib/cn';
import { useCrowd } from '../api/get-crowd';
import { useMyScore } from '../../../lib/my-score';
import { useParties } from '../../../lib/election-catalog';
import { usePrediction } from '../api/get-prediction';
import { seatsByParty } from '../lib/seats';

const t = crowdTexts.coalition;

interface Source {
  key: 'mine' | 'result' | 'crowd';
  label: string;
  seats: ReadonlyMap<number, number> | null;
  /** Shown instead of the bar when there are no seats yet. */
  missing: string;
}

/**
 * The coalition check (unscored): pick parties and see their seats together in the
 * player's prediction, in the result and in the crowd parliament, against the majority line.
 * The choice lives in the address (`?coalitie=VVD,D66,CDA`), so a link shares it.
 *
 * `crowd`: the crowd page passes the crowd of the tab it shows; elsewhere the national crowd
 * is read (a 423 before the deadline just leaves that row out).
 */
export function CoalitionCheck({
  crowd,
  showMinimal = false,
}: {
  crowd?: Crowd | null;
  showMinimal?: boolean;
}) {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const parties = useParties();
  const prediction = usePrediction();
  const myScore = useMyScore();
  const deadline = useDeadlineInfo();
  // Asked only once the deadline has passed: before it the answer is a 423 with nothing to add.
  const nationalCrowd = useCrowd(
    null,
    crowd === undefined && deadline.data?.deadline_passed === true,
  );
  const theCrowd = crowd === undefined ? (nationalCrowd.data ?? null) : crowd;

  const partyList: Party[] = useMemo(() => parties.data ?? [], [parties.data]);
  const chosen = useMemo(
    () => parseCoalitionParam(searchParams.get(COALITION_QUERY_KEY), partyList),
    [searchParams, partyList],
  );
  const seatCount = theCrowd?.seat_count ?? prediction.data?.seat_count ?? 150;
  const majority = majorityThreshold(seatCount);

  const sources: Source[] = useMemo(() => {
    const mine = prediction.data ? seatsByParty(prediction.data) : null;
    const result =
      myScore.data?.has_results === true
        ? new Map(myScore.data.party_seat_comparison.map((row) => [row.party_id, row.actual_seats]))
        : null;
    const crowdSeats = theCrowd
      ? new Map(theCrowd.parties.map((p) => [p.party_id, p.crowd_seats]))
      : null;
    return [
      { key: 'mine', label: t.mine, seats: mine, missing: crowdTexts.differences.none },
      { key: 'result', label: t.result, seats: result, missing: t.noResult },
      { key: 'crowd', label: t.crowd, seats: crowdSeats, missing: t.crowdLater },
    ];
  }, [prediction.data, myScore.data, theCrowd]);

  const minimal = useMemo(
    () =>
      showMinimal && theCrowd
        ? minimalWinningCoalitions(
            theCrowd.parties.map((p) => ({ id: p.party_id, seats: p.crowd_seats })),
            theCrowd.seat_count,
          )
        : [],
    [showMinimal, theCrowd],
  );

  const setChosen = (ids: number[]) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (ids.length === 0) next.delete(COALITION_QUERY_KEY);
        else next.set(COALITION_QUERY_KEY, formatCoalitionParam(ids, partyList));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const toggle = (id: number) =>
    setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const names = new Map(partyList.map((p) => [p.id, p.name]));

  if (partyList.length === 0) return null;

  return (
    <Card className="p-5 sm:p-6" data-testid="coalition-check">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-navy-950">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.text(majority, seatCount)}</p>

        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-navy-900">{t.pick}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {partyList.map((party) => {
              const isOn = chosen.includes(party.id);
              return (
                <button
                  key={party.id}
                  type="button"
                  aria-pressed={isOn}
                  onClick={() => toggle(party.id)}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors',
                    isOn
                      ? 'border-navy-800 bg-navy-800 text-white'
                      : 'border-slate-300 bg-white text-navy-900 hover:bg-slate-50',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-3 shrink-0 rounded-full ring-1',
                      isOn ? 'ring-white' : 'ring-black/20',
                    )}
                    style={{ backgroundColor: party.hexcolor }}
                  />
                  {party.name}
                  {isOn && <Check aria-hidden="true" className="size-4" />}
                </button>
              );
            })}
          </div>
        </fieldset>

        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <span>{t.share}</span>
          {chosen.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setChosen([])}>
              {t.clear}
            </Button>
          )}
        </div>

        {chosen.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{t.empty}</p>
        ) : (
          <ul className="mt-4 space-y-4" aria-live="polite">
            {sources.map((source) => (
              <SourceRow
                key={source.key}
                source={source}
                chosen={chosen}
                seatCount={seatCount}
                majority={majority}
              />
            ))}
          </ul>
        )}

        {showMinimal && theCrowd && (
          <div className="mt-6" data-testid="minimal-coalitions">
            <h3 className="text-base font-bold text-navy-950">{t.minimalTitle}</h3>
            <p className="mt-1 text-sm text-slate-600">{t.minimalText}</p>
            {minimal.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t.minimalNone}</p>
            ) : (
              <ol className="mt-3 space-y-2">
                {minimal.map((coalition) => (
                  <li
                    key={coalition.partyIds.join('-')}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-3 py-2"
                  >
                    <span className="text-sm">
                      <span className="font-semibold text-navy-950">
                        {coalition.partyIds.map((id) => names.get(id) ?? '?').join(' + ')}
                      </span>{' '}
                      <span className="text-slate-600 tabular-nums">
                        · {t.partiesCount(coalition.partyIds.length)} ·{' '}
                        {crowdTexts.seats(coalition.seats)}
                      </span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setChosen(coalition.partyIds)}
                      aria-label={`${t.choose}: ${coalition.partyIds
                        .map((id) => names.get(id) ?? '?')
                        .join(', ')}`}
                    >
                      {t.choose}
                    </Button>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}

function SourceRow({
  source,
  chosen,
  seatCount,
  majority,
}: {
  source: Source;
  chosen: number[];
  seatCount: number;
  majority: number;
}) {
  if (source.seats === null) {
    return (
      <li data-source={source.key}>
        <p className="text-sm font-semibold text-navy-900">{source.label}</p>
        <p className="text-sm text-slate-600 italic">{source.missing}</p>
      </li>
    );
  }
  const seats = coalitionSeats(source.seats, chosen);
  const isMajority = hasMajority(seats, seatCount);
  const fill = Math.min(seats / seatCount, 1) * 100;
  const line = (majority / seatCount) * 100;
  return (
    <li data-source={source.key} data-majority={isMajority}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-navy-900">
          {source.label}: <span className="tabular-nums">{t.seatsOf(seats, seatCount)}</span>
        </p>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset',
            isMajority
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-300'
              : 'bg-slate-100 text-slate-700 ring-slate-300',
          )}
        >
          {isMajority ? t.majority : `${t.noMajority} · ${t.short(majority - seats)}`}
        </span>
      </div>
      <div aria-hidden="true" className="relative mt-1.5 h-4 rounded-full bg-slate-100">
        <div
          className={cn('h-4 rounded-full', isMajority ? 'bg-emerald-600' : 'bg-navy-700')}
          style={{ width: `${fill}%` }}
        />
        <div
          className="absolute -top-1 -bottom-1 w-0.5 bg-oranje-700"
          style={{ left: `${line}%` }}
        />
      </div>
      <p className="mt-1 text-right text-xs text-slate-600" style={{ paddingRight: 0 }}>
        {t.majorityLine(majority)}
      </p>
    </li>
  );
}
