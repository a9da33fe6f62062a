import type { Subleague } from '@zetelpoule/shared';
import { Link2, Trash2, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useDeleteSubleague, useRemoveMember, useRenewInviteCode } from '../api/manage-subleague';
import { serverMessage } from '../server-message';
import { Modal } from './modal';
import { NudgeButton } from './nudge-button';

const t = leagueTexts.manage;

/** Which destructive step waits for a second tap: removing one member, or deleting it all. */
type Confirming = { kind: 'remove'; userId: number; name: string } | { kind: 'delete' } | null;

/**
 * The creator's management of a sub-league — remove a member, make a new invite link
 * (the old one stops working), delete the sub-league. Every destructive step asks once more,
 * in place, before it is sent; the server checks the creator again.
 */
export function ManageSubleagueDialog({
  subleague,
  viewerId,
  open,
  onOpenChange,
  onDeleted,
}: {
  subleague: Subleague;
  viewerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the sub-league is gone (the panel says so; this card disappears). */
  onDeleted: (name: string) => void;
}) {
  const renew = useRenewInviteCode();
  const remove = useRemoveMember();
  const destroy = useDeleteSubleague();
  const headingId = useId();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = subleague.members.filter((member) => member.user !== viewerId);
  const isBusy = renew.isPending || remove.isPending || destroy.isPending;

  function handleOpenChange(next: boolean) {
    if (!next) {
      setConfirming(null);
      setNotice(null);
      setError(null);
    }
    onOpenChange(next);
  }

  async function run(action: () => Promise<string | null>) {
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
    } catch (failure) {
      setError(serverMessage(failure, t.failed));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      title={t.title(subleague.name)}
      description={t.description}
    >
      <div className="space-y-6">
        {error && <Alert tone="error">{error}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}

        <section aria-labelledby={`${headingId}-members`} className="space-y-2">
          <h3 id={`${headingId}-members`} className="text-sm font-bold text-navy-950">
            {t.membersTitle}
          </h3>
          {others.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noOtherMembers}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {others.map((member) => {
                const isConfirming =
                  confirming?.kind === 'remove' && confirming.userId === member.user;
                return (
                  <li key={member.user} className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate text-sm font-medium text-navy-950">
                        {member.user_name}
                      </span>
                      {!isConfirming && !member.prediction_complete && (
                        <NudgeButton
                          subleagueId={subleague.id}
                          member={member}
                          disabled={isBusy}
                          run={run}
                        />
                      )}
                      {!isConfirming && (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-700 hover:bg-red-50"
                          aria-label={t.removeLabel(member.user_name)}
                          disabled={isBusy}
                          onClick={() =>
                            setConfirming({
                              kind: 'remove',
                              userId: member.user,
                              name: member.user_name,
                            })
                          }
                        >
                          <UserMinus aria-hidden="true" className="size-4" />
                          {t.remove}
                        </Button>
                      )}
                    </div>
                    {isConfirming && (
                      <div role="group" aria-label={t.removeLabel(member.user_name)}>
                        <p className="mt-1 text-sm text-slate-700">
                          {t.confirmRemove(member.user_name)}
                        </p>
                        <div className="mt-2 flex flex-wrap gap-2">
                          <Button
                            variant="danger"
                            size="sm"
                            disabled={isBusy}
                            onClick={() =>
                              void run(async () => {
                                await remove.mutateAsync({
                                  subleagueId: subleague.id,
                                  userId: member.user,
                                });
                                return t.removed(member.user_name);
                              })
                            }
                          >
                            {t.confirmRemoveYes}
                          </Button>
                          <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
                            {t.cancel}
                          </Button>
                        </div>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby={`${headingId}-invite`} className="space-y-2">
          <h3 id={`${headingId}-invite`} className="text-sm font-bold text-navy-950">
            {t.renewTitle}
          </h3>
          <p className="text-sm text-slate-600">{t.renewHint}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={isBusy}
            onClick={() =>
              void run(async () => {
                await renew.mutateAsync(subleague.id);
                return t.renewed;
              })
            }
          >
            <Link2 aria-hidden="true" className="size-4" />
            {t.renew}
          </Button>
        </section>

        <section aria-labelledby={`${headingId}-delete`} className="space-y-2">
          <h3 id={`${headingId}-delete`} className="text-sm font-bold text-navy-950">
            {t.deleteTitle}
          </h3>
          <p className="text-sm text-slate-600">{t.deleteHint}</p>
          {confirming?.kind === 'delete' ? (
            <div role="group" aria-label={t.deleteTitle}>
              <p className="text-sm font-semibold text-red-800">
                {t.confirmDelete(subleague.name)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  size="sm"
                  disabled={isBusy}
                  onClick={() =>
                    void run(async () => {
                      const result = await destroy.mutateAsync(subleague.id);
                      handleOpenChange(false);
                      onDeleted(subleague.name);
                      return result.message;
                    })
                  }
                >
                  {t.confirmDeleteYes}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
                  {t.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              disabled={isBusy}
              onClick={() => setConfirming({ kind: 'delete' })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t.delete}
            </Button>
          )}
        </section>
      </div>
    </Modal>
  );
}
