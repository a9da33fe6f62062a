import type { Subleague } from '@zetelpoule/shared';
import { useEffect, type RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useLeaveSubleague } from '../api/leave-subleague';
import { serverMessage } from '../server-message';
import { Modal } from './modal';

const t = leagueTexts.leave;

/**
 * Leaving: a confirmation first; the notice afterwards is the panel's (onLeft). It
 * lives in the panel, not in the card: the card disappears once the list is refreshed.
 */
export function LeaveSubleagueDialog({
  subleague,
  onClose,
  onLeft,
  focusAfterLeaving,
}: {
  /** The sub-league to leave; null when the dialog is closed. */
  subleague: Subleague | null;
  onClose: () => void;
  onLeft: (name: string) => void;
  /** Where the focus goes once left: the leave button that opened the dialog is gone then. */
  focusAfterLeaving: RefObject<HTMLElement | null>;
}) {
  const leave = useLeaveSubleague();
  const { reset } = leave;
  const subleagueId = subleague?.id;

  // Each opening starts clean: no error or success left over from an earlier league.
  useEffect(() => {
    if (subleagueId !== undefined) reset();
  }, [subleagueId, reset]);

  function close() {
    reset();
    onClose();
  }

  return (
    <Modal
      open={subleague !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t.title}
      description={subleague ? t.text(subleague.name) : ''}
      onCloseAutoFocus={(event) => {
        if (!leave.isSuccess) return;
        event.preventDefault();
        focusAfterLeaving.current?.focus();
      }}
    >
      {leave.isError && (
        // The server's error, else the fallback; a network failure says so.
        <Alert tone="error" className="mb-4">
          {serverMessage(leave.error, t.failed)}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close}>
          {t.cancel}
        </Button>
        <Button
          className="bg-red-700 text-white hover:bg-red-600 active:bg-red-800"
          disabled={leave.isPending || subleague === null}
          onClick={() => {
            if (!subleague) return;
            leave.mutate(subleague.id, {
              onSuccess: () => {
                onClose();
                onLeft(subleague.name);
              },
            });
          }}
        >
          {leave.isPending ? t.confirming : t.confirm}
        </Button>
      </div>
    </Modal>
  );
}
