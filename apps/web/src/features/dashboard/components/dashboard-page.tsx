import { categoryInfo, type ElectionCategoryInfo } from '@zetelpoule/shared';
import { RotateCcw } from 'lucide-react';
import {
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { useDeadlineInfo } from '../../../components/deadline/deadline-info';
import { useDeadlineWarning } from '../../../components/deadline/deadline-warning';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useActivePrediction } from '../api/get-active-prediction';
import { useMyScore } from '../../../lib/my-score';
import { useMunicipalities, useParties } from '../../../lib/election-catalog';
import { PredictionProgressProvider, useCompleteness } from '../hooks/use-prediction-progress';
import { PushPrompt } from './push-prompt';
import { BiggestPartySection } from './biggest-party-section';
import { CalendarLink } from './calendar-link';
import { DashboardCards } from './dashboard-cards';
import { FirstMunicipalitySection } from './first-municipality-section';
import { JokerSection } from './joker-section';
import { MunicipalityTurnoutSection } from './municipality-turnout-section';
import { MyScoreCard } from './my-score-card';
import { NationalTurnoutSection } from './national-turnout-section';
import { PredictionSummary } from './prediction-summary';
import { SeatsSection } from './seats-section';
import { SharePredictionButton } from './share-prediction-button';

const t = dashboardTexts;
const SECTION_COUNT = 6;
const NOT_FOUND = 404;

/** Tells the deadline banner about an incomplete prediction (shown in the last 48 hours). */
function IncompleteWarning() {
  const completeness = useCompleteness();
  useDeadlineWarning(
    completeness === null || completeness.isComplete
      ? null
      : t.summary.deadlineWarning(completeness.finishedCount, completeness.sectionCount),
  );
  return null;
}

/**
 * How many of `total` stages to render: one at first, then one more in each following task,
 * each in a transition. React commits a page's DOM in one uninterruptible task; the dashboard's
 * six sections are some 2,500 elements, and created at once they were the longest task of the
 * page on a phone (Lighthouse's total blocking time). Later stages lie below the
 * first section, which is taller than a phone's screen, so their arrival moves nothing in view.
 */
function useStagedReveal(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    // After a commit React runs effects in a task of their own; the update it starts here is
    // rendered and committed in the next one.
    if (shown < total) startTransition(() => setShown((n) => n + 1));
  }, [shown, total]);
  return shown;
}

const STAGES = 5;

type SectionProps = ComponentProps<typeof BiggestPartySection>;

/**
 * The six sections in order (docs/rules.md#what-a-player-predicts), each rendered from the stage it belongs to
 * (useStagedReveal): the seats' section first, with the hemicycle's frame; its 150 seats (800
 * elements) in the next task, so the browser styles and lays out the first screen and the
 * chart in two frames rather than one long one; the other sections in the tasks after.
 */
function PredictionSections({
  stage,
  ...props
}: Omit<SectionProps, 'step' | 'totalSteps'> & { stage: number }) {
  const { prediction, municipalities, partiesQuery, isLocked } = props;
  const common = { totalSteps: SECTION_COUNT, prediction, isLocked };
  const sections: [stage: number, section: ReactNode][] = [
    [
      1,
      <SeatsSection
        key="seats"
        step={1}
        partiesQuery={partiesQuery}
        drawSeats={stage >= 2}
        {...common}
      />,
    ],
    [3, <FirstMunicipalitySection key="first" step={2} {...common} />],
    [3, <NationalTurnoutSection key="turnout" step={3} {...common} />],
    [4, <BiggestPartySection key="biggest" step={4} totalSteps={SECTION_COUNT} {...props} />],
    [
      5,
      <MunicipalityTurnoutSection
        key="municipal-turnout"
        step={5}
        municipalities={municipalities}
        {...common}
      />,
    ],
    [5, <JokerSection key="joker" step={6} partiesQuery={partiesQuery} {...common} />],
  ];
  return sections.filter(([first]) => first <= stage).map(([, section]) => section);
}

/** The summary, fed by the live completeness of the provider around it. */
function LiveSummary({ isLocked, words }: { isLocked: boolean; words: ElectionCategoryInfo }) {
  const completeness = useCompleteness();
  return (
    completeness && (
      <PredictionSummary completeness={completeness} isLocked={isLocked} words={words} />
    )
  );
}

/**
 * Dashboard: the welcome, the player's points once scored, how complete the prediction is, the
 * six prediction sections, then the cards. Every input saves itself and is disabled after the
 * deadline (by the server clock). Nothing is drawn until every call the page depends on has
 * answered, in a placeholder taller than the screen, so late data never moves what is visible.
 */
export function DashboardPage() {
  const { user, isAdmin } = useAuth();
  const prediction = useActivePrediction();
  const parties = useParties();
  const municipalities = useMunicipalities();
  const deadline = useDeadlineInfo();
  const myScore = useMyScore();
  const isLocked = deadline.data?.predictions_locked === true;
  // My score is waited for once, so that its card does not push the page down when it comes.
  // A player without a prediction gets a 404, an error without data, and TanStack Query puts
  // such a query back to pending whenever it asks again (a later section reading it too, a live
  // update): counted then, it took the page down to its placeholder and built it anew, and
  // every section lost what it showed (a seat just painted was empty again).
  const isMyScorePending = myScore.isPending && myScore.errorUpdatedAt === 0;
  const isPending =
    prediction.isPending ||
    municipalities.isPending ||
    parties.isPending ||
    deadline.isPending ||
    isMyScorePending;
  // The answers arrive through TanStack Query's store, whose updates React renders in one
  // uninterruptible task. Deferred, the page's first full render (six sections, the
  // hemicycle, every municipality) runs in short slices instead, so a slow phone keeps
  // answering taps meanwhile (Lighthouse's total blocking time).
  // Back to pending (a cleared cache) shows the placeholder at once, without deferring.
  const isDeferred = useDeferredValue(isPending);
  const stage = useStagedReveal(isPending || isDeferred ? 1 : STAGES);

  if (isPending || isDeferred) {
    // A hidden block a screen tall pushes the footer out of view at once; hidden, it does not
    // count as moved when the deadline banner settles above it (open and locked differ in
    // height). The spinner is fixed to the viewport, so it does not move either.
    return (
      <div className="invisible min-h-svh">
        <DocumentTitle title={t.pageTitle} />
        <div className="visible fixed inset-x-0 top-1/3">
          <PageSpinner label={t.loading} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DocumentTitle title={t.pageTitle} />
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl">
          {t.welcome(user?.username ?? '')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">{isLocked ? t.lockedIntro : t.intro}</p>
        {!isLocked && prediction.data && deadline.data?.predictions_deadline && (
          <CalendarLink
            electionId={prediction.data.election_id}
            electionName={deadline.data.election_name ?? ''}
            deadline={deadline.data.predictions_deadline}
            electionDate={deadline.data.election_date}
          />
        )}
        {prediction.data && <SharePredictionButton />}
      </div>

      {isApiError(prediction.error) && prediction.error.status === NOT_FOUND ? (
        // No active election (contract: 404 no_active_election): nothing to predict yet.
        <p role="status" className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          {prediction.error.message}
        </p>
      ) : prediction.isError || municipalities.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{t.loadFailed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() => {
              void prediction.refetch();
              void municipalities.refetch();
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.retry}
          </Button>
        </div>
      ) : (
        <PredictionProgressProvider
          prediction={prediction.data}
          municipalities={municipalities.data}
        >
          <IncompleteWarning />
          <PushPrompt />
          <div className="space-y-6">
            {myScore.data?.has_results === true && <MyScoreCard myScore={myScore.data} />}
            <LiveSummary isLocked={isLocked} words={categoryInfo(prediction.data.category)} />
            <PredictionSections
              stage={stage}
              prediction={prediction.data}
              municipalities={municipalities.data}
              partiesQuery={parties}
              isLocked={isLocked}
            />
          </div>
        </PredictionProgressProvider>
      )}

      {stage >= STAGES && (
        <div className="mt-10">
          <DashboardCards isAdmin={isAdmin} />
        </div>
      )}
    </div>
  );
}
