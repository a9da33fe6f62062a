import { LEAVE_NOTICE_MS, type Subleague } from '@zetelpoule/shared';
import { Plus, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useAuth } from '../../../lib/auth';
import { useSubleagues } from '../../../lib/subleagues';
import { ContactCard } from './contact-card';
import { CreateSubleagueDialog } from './create-subleague-dialog';
import { ElectionPicker } from './election-picker';
import { LeaveSubleagueDialog } from './leave-subleague-dialog';
import { LoadError } from './load-error';
import type { SelectedMember } from './member-predictions-dialog';
import { SubleagueCard } from './subleague-card';
import { SubleaguesLoading } from './subleagues-panel-skeleton';

const t = leagueTexts.subleagues;

/** League, sub-leagues tab: create, the cards, leaving, the contact card. */
export function SubleaguesPanel({
  onSelectMember,
}: {
  onSelectMember: (m: SelectedMember) => void;
}) {
  const { user } = useAuth();
  const [electionId, setElectionId] = useState<number | undefined>(undefined);
  const subleagues = useSubleagues(electionId);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [leaving, setLeaving] = useState<Subleague | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Cards whose invite link is showing. A new league's card opens with it: sharing it is the
  // next step.
  const [openInvites, setOpenInvites] = useState<ReadonlySet<number>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The success notice stays 3 seconds.
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), LEAVE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function toggleInvite(id: number) {
    setOpenInvites((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function handleLeft(name: string) {
    setNotice(leagueTexts.subleagues.leftNotice(name));
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold text-navy-950 focus:outline-none"
          >
            {t.title}
          </h2>
          <p className="text-sm text-slate-600">{t.intro}</p>
        </div>
        <Button onClick={() => setIsCreateOpen(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t.create}
        </Button>
      </div>

      <ElectionPicker value={electionId} onChange={setElectionId} />

      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>

      {subleagues.isPending ? (
        <SubleaguesLoading />
      ) : subleagues.isError && !subleagues.data ? (
        <LoadError
          message={t.loadError}
          onRetry={() => void subleagues.refetch()}
          isRetrying={subleagues.isFetching}
        />
      ) : subleagues.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-oranje-100 text-oranje-700">
            <UsersRound aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold text-navy-950">{t.empty}</p>
          <p className="max-w-md text-sm text-slate-600">{t.emptyHint}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {subleagues.data.map((subleague) => (
            <li key={subleague.id} className="flex flex-col [&>*]:flex-1">
              <SubleagueCard
                subleague={subleague}
                viewerId={user?.id}
                isActiveElection={electionId === undefined}
                isInviteOpen={openInvites.has(subleague.id)}
                onToggleInvite={() => toggleInvite(subleague.id)}
                onSelectMember={onSelectMember}
                onLeave={setLeaving}
                onRenamed={(renamed) => setNotice(leagueTexts.rename.renamed(renamed.name))}
                onDeleted={(name) => setNotice(leagueTexts.manage.deletedNotice(name))}
              />
            </li>
          ))}
        </ul>
      )}

      <ContactCard />

      <CreateSubleagueDialog
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        onCreated={(subleague) => {
          setOpenInvites((current) => new Set(current).add(subleague.id));
          setNotice(leagueTexts.create.created(subleague.name));
        }}
      />
      <LeaveSubleagueDialog
        subleague={leaving}
        onClose={() => setLeaving(null)}
        onLeft={handleLeft}
        focusAfterLeaving={headingRef}
      />
    </div>
  );
}
