import * as Tabs from '../../../components/ui/tabs';
import { Trophy, UsersRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { loadChunk } from '../../../lib/chunk-load';
import { usePrefetch } from '../../../lib/prefetch';
import { useLeagueStats } from '../api/get-league-stats';
import { useSubleagues } from '../../../lib/subleagues';
import type { SelectedMember } from './member-predictions-dialog';
import { NationalLeaderboard } from './national-leaderboard';
import { StatsBar } from './stats-bar';
import { SubleaguesPanelSkeleton } from './subleagues-panel-skeleton';

/*
 * What the page does not show when it opens, loaded apart (a phone's first load): the
 * sub-leagues tab (its forms bring react-hook-form and the dialogs) and the dialog with a
 * member's prediction (the hemicycle). Once the page has settled they are fetched in the
 * background, so a tap on the tab or a row seldom waits for them. One that fails to load is
 * the route's chunk error, with its reload button.
 */
const loadSubleaguesPanel = () => loadChunk(() => import('./subleagues-panel'));
const loadMemberPredictionsDialog = () => loadChunk(() => import('./member-predictions-dialog'));
const SubleaguesPanel = lazy(() =>
  loadSubleaguesPanel().then((module) => ({ default: module.SubleaguesPanel })),
);
const MemberPredictionsDialog = lazy(() =>
  loadMemberPredictionsDialog().then((module) => ({ default: module.MemberPredictionsDialog })),
);

const t = leagueTexts;

const TABS = ['nationaal', 'subpoules'] as const;
type LeagueTab = (typeof TABS)[number];

function isLeagueTab(value: string | null): value is LeagueTab {
  return TABS.some((tab) => tab === value);
}

const TRIGGER_CLASSES =
  'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-600 transition-colors hover:text-navy-900 data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm sm:flex-none sm:px-5';

/**
 * League: the stats bar, then the national pool and the player's sub-leagues as tabs.
 * The open tab lives in `?tab=`, so the join page can land on the sub-leagues.
 */
export function LeaguePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: LeagueTab = isLeagueTab(requested) ? requested : 'nationaal';
  const [selected, setSelected] = useState<SelectedMember | null>(null);
  // Mounted from the first selection on, so later ones open and close it as before.
  const [hasSelected, setHasSelected] = useState(false);
  const select = (member: SelectedMember) => {
    setHasSelected(true);
    setSelected(member);
  };
  const subleagues = useSubleagues();
  const stats = useLeagueStats();
  const subleagueCount = subleagues.data?.length ?? stats.data?.subleagues_count ?? 0;

  usePrefetch([loadSubleaguesPanel, loadMemberPredictionsDialog]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DocumentTitle title={t.pageTitle} />
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
          {t.title}
        </h1>
        <p className="mt-2 text-slate-600">{t.intro}</p>
      </header>

      <StatsBar />

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (isLeagueTab(value)) setSearchParams({ tab: value }, { replace: true });
        }}
        className="mt-8"
      >
        <Tabs.List
          aria-label={t.tabs.label}
          className="flex gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="nationaal" className={TRIGGER_CLASSES}>
            <Trophy aria-hidden="true" className="hidden size-4 sm:block" />
            {t.tabs.national}
          </Tabs.Trigger>
          <Tabs.Trigger value="subpoules" className={TRIGGER_CLASSES}>
            <UsersRound aria-hidden="true" className="hidden size-4 sm:block" />
            {t.tabs.subleagues(subleagueCount)}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="nationaal" className="mt-6 focus-visible:outline-offset-4">
          <NationalLeaderboard onSelect={select} />
        </Tabs.Content>
        <Tabs.Content value="subpoules" className="mt-6 focus-visible:outline-offset-4">
          <Suspense fallback={<SubleaguesPanelSkeleton />}>
            <SubleaguesPanel onSelectMember={select} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>

      {hasSelected && (
        <Suspense fallback={null}>
          <MemberPredictionsDialog member={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </div>
  );
}
