import type { Subleague, SubleagueMember } from '@zetelpoule/shared';
import { SUBLEAGUE_TOP_MEMBERS_SHOWN } from '@zetelpoule/shared';
import { rankMovementSince } from '@zetelpoule/shared/rules/rank-movement';
import {
  Check,
  ChevronDown,
  Crown,
  Link2,
  LogOut,
  Pencil,
  Settings,
  UsersRound,
  Table2,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { useDeadlineInfo } from '../../../components/deadline/deadline-info';
import { RankMovementBadge } from '../../../components/rank-movement-badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';
import { useMarkRankSeen, useRankSeen } from '../../../lib/rank-seen';
import { BenchmarkRows } from './benchmark-rows';
import { InviteLink } from './invite-link';
import { ManageSubleagueDialog } from './manage-subleague-dialog';
import type { SelectedMember } from './member-predictions-dialog';
import { RankBadge } from './rank-badge';
import { RenameSubleagueDialog } from './rename-subleague-dialog';

const t = leagueTexts.subleagues;

/**
 * Ranking within a sub-league (docs/rules.md#ranking-and-ties): the server orders members by
 * points; equal points share a rank (1, 2, 2, 4), as on the national leaderboard.
 */
export function rankMembers(members: readonly SubleagueMember[]) {
  return members.map((member, index) => {
    let first = index;
    while (first > 0 && members[first - 1]!.points === member.points) first--;
    return { ...member, rank: first + 1 };
  });
}

/** League: one sub-league card. */
export function SubleagueCard({
  subleague,
  viewerId,
  isInviteOpen,
  onToggleInvite,
  onSelectMember,
  onLeave,
  onRenamed,
  onDeleted,
  isActiveElection = true,
}: {
  subleague: Subleague;
  viewerId: number | undefined;
  /** Movement since the last visit is kept for the active election's table only. */
  isActiveElection?: boolean;
  /** Held by the panel, so a newly created league can open with its link showing. */
  isInviteOpen: boolean;
  onToggleInvite: () => void;
  onSelectMember: (member: SelectedMember) => void;
  /** Asks to leave; the panel owns the confirmation, which outlives this card. */
  onLeave: (subleague: Subleague) => void;
  /** After the creator renamed it (the panel says so). */
  onRenamed?: (subleague: Subleague) => void;
  /** After the creator deleted it (the panel says so; this card goes). */
  onDeleted?: (name: string) => void;
}) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [isRenaming, setIsRenaming] = useState(false);
  const [isManaging, setIsManaging] = useState(false);
  const titleId = useId();
  const membersId = useId();
  const inviteId = useId();
  const isCreator = subleague.creator === viewerId;
  const deadline = useDeadlineInfo();
  const ranked = useMemo(() => rankMembers(subleague.members), [subleague.members]);
  const shown = isShowingAll ? ranked : ranked.slice(0, SUBLEAGUE_TOP_MEMBERS_SHOWN);
  const hasMore = ranked.length > SUBLEAGUE_TOP_MEMBERS_SHOWN;
  // Before the first scores everyone ties at 0: no ranking to measure movement from.
  const isScored = ranked.some((member) => member.points !== 0);
  const scope = isActiveElection ? subleague.id : null;
  const seen = useRankSeen(scope);
  useMarkRankSeen(
    scope,
    isScored ? ranked.map((member) => ({ user: member.user, rank: member.rank })) : null,
  );

  return (
    <Card className="flex flex-col">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col p-4 sm:p-5">
        <header className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-lg font-bold break-words text-navy-950">
              {subleague.name}
            </h3>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
              <UsersRound aria-hidden="true" className="size-4" />
              {t.memberCount(subleague.member_count)}
            </p>
          </div>
          {isCreator && (
            <Badge tone="oranje" className="shrink-0">
              <Crown aria-hidden="true" className="size-3" />
              {t.creatorBadge}
            </Badge>
          )}
        </header>

        <dl className="mt-4 flex items-center justify-between rounded-xl bg-navy-50 px-4 py-2.5">
          <dt className="text-sm font-medium text-navy-800">{t.yourPoints}</dt>
          <dd className="text-xl font-extrabold text-navy-950 tabular-nums">
            {leagueTexts.number(subleague.user_points)}
          </dd>
        </dl>

        {/* The polls pinned beside the members, never ranked among them. */}
        <BenchmarkRows
          benchmarks={subleague.benchmarks}
          ownPoints={subleague.user_points}
          size="sm"
          className="mt-4"
        />

        <h4 className="mt-4 text-xs font-bold tracking-wide text-slate-500 uppercase">
          {isShowingAll ? t.membersTitle : t.topMembersTitle(shown.length)}
        </h4>
        <ol id={membersId} className="mt-1.5 space-y-0.5">
          {shown.map((member) => {
            const isYou = member.user === viewerId;
            return (
              <li key={member.user}>
                <button
                  type="button"
                  onClick={() =>
                    onSelectMember({ userId: member.user, name: member.user_name, isGlobal: false })
                  }
                  aria-current={isYou ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-2.5 rounded-lg px-2 py-1.5 text-left text-sm transition-colors',
                    isYou ? 'bg-oranje-50 hover:bg-oranje-100' : 'hover:bg-slate-50',
                  )}
                >
                  <RankBadge rank={member.rank} size="sm" />
                  <span className="min-w-0 flex-1 truncate font-medium text-navy-950">
                    {member.user_name}
                    {/* Only when the member allows it (decision 016). */}
                    {member.full_name && (
                      <span className="ml-1.5 font-normal text-slate-600">{member.full_name}</span>
                    )}
                    {isYou && (
                      <span className="ml-1.5 font-bold text-oranje-800">
                        {leagueTexts.leaderboard.you}
                      </span>
                    )}
                  </span>
                  <RankMovementBadge
                    movement={rankMovementSince(seen.get(member.user), member.rank)}
                  />
                  {/* Who has finished predicting; never what they predicted. */}
                  {member.prediction_complete && (
                    <span className="inline-flex shrink-0 items-center text-emerald-700">
                      <Check aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t.complete}</span>
                    </span>
                  )}
                  <span className="font-bold text-navy-900 tabular-nums">
                    {leagueTexts.points(member.points)}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        {hasMore && (
          <button
            type="button"
            aria-expanded={isShowingAll}
            aria-controls={membersId}
            onClick={() => setIsShowingAll((value) => !value)}
            className="mt-1 inline-flex items-center gap-1 self-start rounded-lg px-2 py-1 text-sm font-semibold text-navy-700 hover:bg-navy-50 hover:text-navy-900"
          >
            {isShowingAll ? t.showLess : t.showAll(ranked.length)}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', isShowingAll && 'rotate-180')}
            />
          </button>
        )}

        {/* Predictions are secret until the deadline, so the side-by-side view opens then. */}
        {deadline.data?.predictions_locked && (
          <ButtonLink
            to={`/league/subpoule/${subleague.id}/overzicht`}
            variant="outline"
            size="sm"
            className="mt-3 self-start"
            aria-label={leagueTexts.overview.linkLabel(subleague.name)}
          >
            <Table2 aria-hidden="true" className="size-4" />
            {leagueTexts.overview.link}
          </ButtonLink>
        )}

        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={isInviteOpen}
              aria-controls={inviteId}
              onClick={onToggleInvite}
            >
              <Link2 aria-hidden="true" className="size-4" />
              {isInviteOpen ? t.hideInvite : t.showInvite}
            </Button>
            {isCreator && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                aria-label={leagueTexts.rename.openLabel(subleague.name)}
                onClick={() => setIsRenaming(true)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {leagueTexts.rename.open}
              </Button>
            )}
            {isCreator && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={leagueTexts.manage.openLabel(subleague.name)}
                onClick={() => setIsManaging(true)}
              >
                <Settings aria-hidden="true" className="size-4" />
                {leagueTexts.manage.open}
              </Button>
            )}
            {!isCreator && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700 hover:bg-red-50 active:bg-red-100"
                aria-label={t.leaveLabel(subleague.name)}
                onClick={() => onLeave(subleague)}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t.leave}
              </Button>
            )}
          </div>
          <div id={inviteId} className={cn(isInviteOpen && 'mt-3')}>
            {isInviteOpen && (
              <InviteLink link={subleague.invite_link} leagueName={subleague.name} />
            )}
          </div>
        </div>
      </article>
      {isCreator && (
        <RenameSubleagueDialog
          subleague={subleague}
          open={isRenaming}
          onOpenChange={setIsRenaming}
          onRenamed={(renamed) => onRenamed?.(renamed)}
        />
      )}
      {isCreator && viewerId !== undefined && (
        <ManageSubleagueDialog
          subleague={subleague}
          viewerId={viewerId}
          open={isManaging}
          onOpenChange={setIsManaging}
          onDeleted={(name) => onDeleted?.(name)}
        />
      )}
    </Card>
  );
}
