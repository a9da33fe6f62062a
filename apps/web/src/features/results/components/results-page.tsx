import type { Party, ResultsStatus, StatenResults } from '@zetelpoule/shared';
import { formatAmsterdamTime } from '@zetelpoule/shared/rules/deadline-format';
import { useDeferredValue, useMemo } from 'react';
import { useDeadlineInfo } from '../../../components/deadline/deadline-info';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { results as resultsTexts } from '../../../i18n/nl-results';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useLive } from '../../../lib/live/live-provider';
import { useMunicipalities, useParties } from '../../../lib/election-catalog';
import { electionWords } from '../../../lib/election-category';
import { useLiveState } from '../api/get-live-state';
import { useMyScore } from '../../../lib/my-score';
import { usePrediction } from '../api/get-prediction';
import { useStatenResults } from '../api/get-staten-results';
import { useSubleagues } from '../../../lib/subleagues';
import { municipalityRows, partyRows, withResults } from '../lib/view-model';
import { ChamberSection } from './chamber-section';
import { CountdownCard } from './countdown-card';
import { FirstAndCountrySection, MunicipalitiesSection } from './municipalities-section';
import { PointsSection } from './points-section';
import { ProjectionNote } from './projection-note';
import { ProvincesSection } from './provinces-section';
import { useMarkRankSeen, useRankSeen } from '../../../lib/rank-seen';
import { StandingCard } from './standing-card';
import { SubleaguesSection } from './subleagues-section';

const t = resultsTexts;

const STATUS_STYLE: Record<ResultsStatus, string> = {
  none: 'bg-slate-100 text-slate-700 ring-slate-300',
  provisional: 'bg-oranje-100 text-oranje-800 ring-oranje-300',
  final: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
};

/**
 * /uitslag: election night as it happens, and the result after it. The live client
 * pushes results and the player's standing; this page's queries are refetched on each push.
 */
export function ResultsPage() {
  const live = useLive();
  const liveState = useLiveState();
  const { user } = useAuth();
  const myScore = useMyScore();
  const prediction = usePrediction();
  const parties = useParties();
  const municipalities = useMunicipalities();
  const subleagues = useSubleagues();
  const deadline = useDeadlineInfo();
  const category = prediction.data?.category ?? deadline.data?.election_category ?? null;
  const words = electionWords(category);
  const isStaten = category === 'PS';
  const staten = useStatenResults(isStaten);

  const results = live.results ?? liveState.data?.results ?? null;
  const standing = live.standing ?? liveState.data?.standing ?? null;
  // Movement since the player last saw their place, not since the admin's previous save
  // (docs/decisions/060-rank-movement-since-last-seen.md); once shown, this place is the one the next visit measures from.
  const seenRanks = useRankSeen('national');
  const seenRank = user ? (seenRanks.get(user.id) ?? null) : null;
  const hasScores = results?.scores_calculated_at != null;
  useMarkRankSeen(
    'national',
    hasScores && user && standing?.rank != null ? [{ user: user.id, rank: standing.rank }] : null,
  );
  const score = withResults(myScore.data);
  const partyList = useMemo(() => parties.data ?? [], [parties.data]);
  const rows = useMemo(
    () => partyRows(partyList, prediction.data, score),
    [partyList, prediction.data, score],
  );
  const municipalityList = useMemo(
    () => municipalityRows(municipalities.data ?? [], partyList, prediction.data, score),
    [municipalities.data, partyList, prediction.data, score],
  );

  // The sections are drawn once every first answer is in (or has failed): drawn as each answer
  // came in, the page grew under the player's thumb while a phone was still loading it (a
  // layout shift of about a third of the screen). Refetches after a live update change numbers
  // in place and never bring the spinner back.
  const isStillLoading =
    (results === null && liveState.isPending) ||
    (results !== null &&
      [myScore, prediction, parties, municipalities, deadline, subleagues, staten].some(
        (query) => !query.isFetched && query.fetchStatus !== 'idle',
      ));
  // The whole page at once is a lot for a phone to render (two chambers, every party, every
  // municipality): deferred, React renders it in slices while the spinner stays on screen.
  const isDrawn = useDeferredValue(!isStillLoading, false);
  if (isStillLoading || !isDrawn) return <PageSpinner label={t.loading} />;
  if (results === null && liveState.isError) {
    return (
      <Page>
        <Alert tone="error">
          <p>{t.loadFailed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void liveState.refetch()}
          >
            {t.retry}
          </Button>
        </Alert>
      </Page>
    );
  }
  if (results === null) {
    return (
      <Page>
        <p className="text-slate-700">{t.noElection}</p>
      </Page>
    );
  }

  const status = results.results_status;
  const electionName = myScore.data?.election.name ?? deadline.data?.election_name ?? null;

  return (
    <Page
      electionName={electionName}
      status={status}
      updatedAt={results.updated_at}
      connection={live.connection}
    >
      {/* Before any result the countdown is what the evening is about: first, full width. */}
      {status === 'none' && (
        <div className="mb-6">
          <CountdownCard electionDate={deadline.data?.election_date ?? null} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <StandingCard
            standing={standing}
            seenRank={seenRank}
            hasResults={status !== 'none'}
            isScored={hasScores}
          />
          <PointsSection score={score} words={words} />
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ChamberSection
            seatCount={prediction.data?.seat_count ?? words.defaultSeatCount}
            rows={rows}
            seatPoints={score && !score.score.pending.seats ? score.score.seat_points : null}
            status={status}
            {...(isStaten && statenChamber(staten.data, partyList))}
          />
          {!isStaten ? (
            <MunicipalitiesSection rows={municipalityList} />
          ) : staten.data ? (
            <ProvincesSection
              regions={staten.data.regions}
              parties={partyList}
              rows={municipalityList}
            />
          ) : (
            staten.isError && (
              <Alert tone="error">
                <p>{t.staten.loadFailed}</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  onClick={() => void staten.refetch()}
                >
                  {t.retry}
                </Button>
              </Alert>
            )
          )}
          <FirstAndCountrySection
            firstPick={prediction.data?.selected_municipality?.municipality_name ?? null}
            first={score?.municipality_selection_comparison ?? null}
            countryPick={prediction.data?.country_turnout_prediction?.predicted_turnout ?? null}
            country={score?.country_turnout_comparison ?? null}
          />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <SubleaguesSection subleagues={subleagues.data} userId={user?.id ?? null} />
        </div>
      </div>
    </Page>
  );
}

/** The Eerste Kamer's heading and note at a Provinciale Statenverkiezing (ChamberSection). */
function statenChamber(data: StatenResults | undefined, parties: Party[]) {
  const source = data?.chamber_result.source ?? 'projection';
  const provinces = (data?.regions ?? []).filter((region) => region.kind === 'provincie');
  return {
    title: t.staten.chamberTitle(source),
    resultCaption: t.staten.resultCaption(source),
    actualColumn: t.staten.actualColumn(source),
    intro: data && (
      <ProjectionNote
        chamberResult={data.chamber_result}
        provincesIn={provinces.filter((region) => region.reported).length}
        provincesTotal={provinces.length}
        parties={parties}
      />
    ),
  };
}

function Page({
  children,
  electionName = null,
  status,
  updatedAt = null,
  connection,
}: {
  children: React.ReactNode;
  electionName?: string | null;
  status?: ResultsStatus;
  updatedAt?: string | null;
  connection?: string;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <DocumentTitle title={t.pageTitle} />
      <header className="mb-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
            {t.title}
          </h1>
          {status && (
            <span
              data-testid="results-status"
              className={cn(
                'rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset',
                STATUS_STYLE[status],
              )}
            >
              <span className="sr-only">{t.status.label}: </span>
              {t.status[status]}
            </span>
          )}
        </div>
        {electionName && <p className="mt-2 font-semibold text-navy-900">{electionName}</p>}
        <p className="mt-1 text-slate-600">{t.intro}</p>
        {/* One line tall before the live connection has said anything, so that its word
            does not push the page down when it comes. */}
        <p className="mt-2 flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {connection === 'open' && (
            <span
              data-testid="live-indicator"
              className="inline-flex items-center gap-1.5 font-semibold text-emerald-800"
            >
              <span aria-hidden="true" className="relative flex size-2.5">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:hidden" />
                <span className="relative inline-flex size-2.5 rounded-full bg-emerald-600" />
              </span>
              {t.status.live}
              <span className="sr-only"> — {t.status.liveHint}</span>
            </span>
          )}
          {connection === 'polling' && <span>{t.status.polling}</span>}
          {connection === 'connecting' && <span>{t.status.reconnecting}</span>}
          {updatedAt && (
            <span className="tabular-nums">
              {t.status.updatedAt(formatAmsterdamTime(updatedAt))}
            </span>
          )}
        </p>
      </header>
      {children}
    </div>
  );
}
