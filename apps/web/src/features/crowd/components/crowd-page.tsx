import type { Crowd } from '@zetelpoule/shared';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDeadline } from '../../../components/deadline/format-deadline';
import { DocumentTitle } from '../../../components/document-title';
import { Hemicycle } from '../../../components/hemicycle/hemicycle';
import { colourPatterns } from '../../../components/hemicycle/party-patterns';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { crowd as crowdTexts } from '../../../i18n/nl-crowd';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useElectionWords } from '../../../lib/election-category';
import { lockedCrowd, useCrowd } from '../api/get-crowd';
import { usePrediction } from '../api/get-prediction';
import { useSubleagues } from '../../../lib/subleagues';
import { biggestDifferences, seatColorsFromCounts, seatsByParty } from '../lib/seats';
import { DataTable } from './chart-frame';
import { CoalitionCheck } from './coalition-check';
import { RangeChart } from './range-chart';
import { ShareChart, type ShareItem } from './share-chart';
import { TurnoutHistogram } from './turnout-histogram';

const t = crowdTexts;
/** The tab in the address: `?subpoule=12`; none is the Nationale Poule. */
export const SUBLEAGUE_QUERY_KEY = 'subpoule';

function tabFromParams(params: URLSearchParams): number | null {
  const raw = params.get(SUBLEAGUE_QUERY_KEY);
  return raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /voorspelling-van-nederland (decision 034): what the crowd predicted, per tab the national pool
 * or one of the player's sub-leagues. Before the deadline: when it opens and how many take part.
 */
export function CrowdPage() {
  const [searchParams] = useSearchParams();
  const subleagueId = tabFromParams(searchParams);
  const crowd = useCrowd(subleagueId);
  const subleagues = useSubleagues();

  const tabs = [
    { id: null, name: t.tabs.national },
    ...(subleagues.data ?? []).map((s) => ({ id: s.id, name: s.name })),
  ];
  const tabSearch = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete(SUBLEAGUE_QUERY_KEY);
    else next.set(SUBLEAGUE_QUERY_KEY, String(id));
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  const locked = lockedCrowd(crowd.error);
  let body: React.ReactNode;
  if (crowd.isPending) {
    body = <PageSpinner label={t.loading} />;
  } else if (locked) {
    body = (
      <div className="space-y-6">
        <Card className="p-5 sm:p-6" data-testid="crowd-locked">
          <h2 className="text-lg font-bold text-navy-950">{t.locked.title}</h2>
          <p className="mt-2 text-slate-700">{t.locked.text(formatDeadline(locked.deadline))}</p>
          <p className="mt-2 font-semibold text-navy-900" data-testid="crowd-player-count">
            {t.locked.count(locked.players)}
          </p>
          <ButtonLink to="/dashboard" variant="outline" size="sm" className="mt-4">
            {t.locked.toDashboard}
          </ButtonLink>
        </Card>
        <CoalitionCheck crowd={null} />
      </div>
    );
  } else if (crowd.isError) {
    const status = isApiError(crowd.error) ? crowd.error.status : 0;
    body = (
      <Alert tone="error">
        <p>
          {status === 403
            ? t.notAMember
            : status === 404 && subleagueId !== null
              ? t.unknownSubleague
              : status === 404
                ? t.noElection
                : t.loadFailed}
        </p>
        {status !== 403 && status !== 404 && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void crowd.refetch()}>
            {t.retry}
          </Button>
        )}
      </Alert>
    );
  } else {
    body = <CrowdView crowd={crowd.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DocumentTitle title={t.pageTitle} />
      <header className="mb-5">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
          {t.title}
        </h1>
        <p className="mt-2 text-slate-600">{t.intro}</p>
      </header>
      {tabs.length > 1 && (
        <nav aria-label={t.tabs.label} className="-mx-4 mb-6 overflow-x-auto px-4">
          <ul className="flex gap-2 border-b border-slate-200 pb-2">
            {tabs.map((tab) => {
              const isCurrent = tab.id === subleagueId;
              return (
                <li key={tab.id ?? 'national'} className="shrink-0">
                  <Link
                    to={{ search: tabSearch(tab.id) }}
                    aria-current={isCurrent ? 'page' : undefined}
                    preventScrollReset
                    className={cn(
                      'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold whitespace-nowrap',
                      isCurrent ? 'bg-navy-800 text-white' : 'text-navy-900 hover:bg-navy-50',
                    )}
                  >
                    {tab.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {body}
    </div>
  );
}

function CrowdView({ crowd }: { crowd: Crowd }) {
  const prediction = usePrediction();
  const words = useElectionWords();
  const mine = useMemo(() => seatsByParty(prediction.data), [prediction.data]);
  const parties = crowd.parties;
  const colors = useMemo(() => new Map(parties.map((p) => [p.party_id, p.hexcolor])), [parties]);
  const names = useMemo(() => new Map(parties.map((p) => [p.party_id, p.name])), [parties]);
  const patterns = useMemo(() => colourPatterns(parties.map((p) => p.hexcolor)), [parties]);
  const parliament = useMemo(
    () => new Map(parties.map((p) => [p.party_id, p.crowd_seats])),
    [parties],
  );
  const differences = useMemo(() => biggestDifferences(parties, mine), [parties, mine]);
  const shareItems = (shares: { party_id: number; share: number }[]): ShareItem[] =>
    shares.map((s) => ({
      key: s.party_id,
      label: names.get(s.party_id) ?? '?',
      color: colors.get(s.party_id) ?? '#94a3b8',
      share: s.share,
    }));

  if (crowd.players === 0) {
    return (
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <p className="text-slate-700" data-testid="crowd-empty">
            {t.empty}
          </p>
        </Card>
        <CoalitionCheck crowd={null} />
      </div>
    );
  }

  const seated = parties
    .filter((p) => p.crowd_seats > 0)
    .sort((a, b) => b.crowd_seats - a.crowd_seats);

  return (
    <div className="space-y-6" data-testid="crowd-view">
      <p className="text-sm font-semibold text-navy-900" data-testid="crowd-players">
        {t.playersLine(crowd.players)}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="crowd-parliament-title">
            <h2 id="crowd-parliament-title" className="text-lg font-bold text-navy-950">
              {t.parliament.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t.parliament.text(crowd.seat_count)}</p>
            <figure className="mt-4" data-testid="crowd-parliament">
              <Hemicycle
                seatCount={crowd.seat_count}
                seatColors={seatColorsFromCounts(
                  crowd.seat_count,
                  parties.map((p) => ({ id: p.party_id, hexcolor: p.hexcolor })),
                  parliament,
                )}
                colorPatterns={patterns}
                label={t.parliament.chart(crowd.seat_count)}
                summary={{ value: String(crowd.seat_count), caption: t.parliament.caption }}
                className="[&_svg]:w-full"
              />
              <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-hidden="true">
                {seated.map((p) => (
                  <li key={p.party_id} className="flex items-center gap-1.5">
                    <span
                      className="size-3 rounded-full ring-1 ring-black/20"
                      style={{ backgroundColor: p.hexcolor }}
                    />
                    <span className="font-medium text-navy-950">{p.name}</span>
                    <span className="text-slate-600 tabular-nums">{p.crowd_seats}</span>
                  </li>
                ))}
              </ul>
              <details className="mt-2 text-sm">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy-800 underline-offset-2 hover:underline">
                  {t.showTable}
                </summary>
                <DataTable
                  caption={t.parliament.tableCaption}
                  head={[t.parliament.party, t.parliament.seats]}
                  rows={seated.map((p) => [p.name, p.crowd_seats])}
                />
              </details>
            </figure>
          </section>
        </Card>

        <Card className="p-5 sm:p-6">
          <section aria-labelledby="crowd-differences-title" data-testid="crowd-differences">
            <h2 id="crowd-differences-title" className="text-lg font-bold text-navy-950">
              {t.differences.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t.differences.text}</p>
            {mine.size === 0 ? (
              <p className="mt-3 text-sm text-slate-600">{t.differences.none}</p>
            ) : differences.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">{t.differences.same}</p>
            ) : (
              <ol className="mt-3 space-y-2">
                {differences.map((d) => {
                  const gap = t.seats(Math.abs(d.difference));
                  const words =
                    d.difference > 0
                      ? t.differences.more(d.name, gap)
                      : t.differences.fewer(d.name, gap);
                  return (
                    <li
                      key={d.partyId}
                      className="flex items-start gap-2 rounded-xl border border-slate-200 px-3 py-2"
                    >
                      <span
                        aria-hidden="true"
                        className="mt-1.5 size-3 shrink-0 rounded-full ring-1 ring-black/20"
                        style={{ backgroundColor: d.hexcolor }}
                      />
                      <span>
                        <span className="block text-sm font-semibold text-navy-950">{words}</span>
                        <span className="block text-xs text-slate-600 tabular-nums">
                          {t.differences.detail(d.mine, d.median)}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </Card>
      </div>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="crowd-ranges-title">
          <h2 id="crowd-ranges-title" className="text-lg font-bold text-navy-950">
            {t.ranges.title}
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">{t.ranges.text}</p>
          <RangeChart parties={parties} mine={mine} />
        </section>
      </Card>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="crowd-picks-title" data-testid="crowd-picks">
          <h2 id="crowd-picks-title" className="text-lg font-bold text-navy-950">
            {t.picks.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.picks.text}</p>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {crowd.top3.map((position) => (
              <div key={position.position}>
                <h3 className="mb-2 text-base font-bold text-navy-950">
                  {t.picks.position(position.position)}
                </h3>
                <ShareChart
                  what={t.picks.position(position.position)}
                  items={shareItems(position.shares)}
                />
              </div>
            ))}
            <div>
              <h3 className="mb-2 text-base font-bold text-navy-950">{t.picks.joker}</h3>
              <ShareChart what={t.picks.joker} items={shareItems(crowd.joker)} />
            </div>
            <div>
              <h3 className="mb-2 text-base font-bold text-navy-950">{t.picks.firstCount}</h3>
              <ShareChart
                what={t.picks.firstCount}
                firstHeader={t.picks.municipality}
                items={crowd.first_count.map((m) => ({
                  key: m.municipality_id,
                  label: m.name,
                  color: '#4a6fd0',
                  share: m.share,
                }))}
              />
            </div>
          </div>
        </section>
      </Card>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="crowd-turnout-title">
          <h2 id="crowd-turnout-title" className="text-lg font-bold text-navy-950">
            {t.turnout.title}
          </h2>
          {crowd.turnout.median === null || crowd.turnout.histogram.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t.turnout.none}</p>
          ) : (
            <>
              <p className="mt-1 mb-3 text-sm font-semibold text-navy-900">
                {t.turnout.median(t.percent(crowd.turnout.median))}
              </p>
              <TurnoutHistogram
                histogram={crowd.turnout.histogram}
                median={crowd.turnout.median}
                answers={crowd.turnout.answers}
              />
            </>
          )}
          {crowd.municipalities.length > 0 && (
            <div
              className="mt-6 overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-labelledby="crowd-municipalities-title"
            >
              <h3
                id="crowd-municipalities-title"
                className="mb-2 text-base font-bold text-navy-950"
              >
                {t.turnout.municipalities(words.region)}
              </h3>
              <DataTable
                caption={t.turnout.municipalities(words.region)}
                head={[
                  t.turnout.municipality(words.region),
                  t.turnout.municipalityMedian,
                  t.turnout.biggest,
                ]}
                rows={crowd.municipalities.map((m) => {
                  const top = m.biggest_party[0];
                  return [
                    m.name,
                    m.turnout_median === null ? t.turnout.unknown : t.percent(m.turnout_median),
                    top
                      ? `${names.get(top.party_id) ?? '?'} (${t.share(top.share)})`
                      : t.turnout.unknown,
                  ];
                })}
              />
            </div>
          )}
        </section>
      </Card>

      <CoalitionCheck crowd={crowd} showMinimal />
    </div>
  );
}
