import { resultsEntryNeedsConfirmation } from '@zetelpoule/shared/rules/results-visibility';
import { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { resultsEntryConfirmation as t } from '../../../i18n/nl-admin-results-entry';
import { AdminDialog } from './admin-dialog';

/** What a results write sends once the admin confirmed it (contract/results-entry.ts). */
export type ResultsEntryConfirmation = { confirm_before_deadline?: true };
type Save = (confirmation: ResultsEntryConfirmation) => void;

// Without the wrapper (a form on its own in a test) a save is sent as it is: the server still
// answers 409 with its own message while predictions are open.
const ConfirmContext = createContext<(save: Save) => void>((save) => save({}));

/**
 * Every results tab of one election (the sections, the Provincies, the import) saves through
 * this: while predictions are open (docs/decisions/050-results-before-the-deadline.md) the admin first sees a dialog with the
 * deadline, and only "Ja, nu al invoeren" sends the save, with the server's confirmation.
 */
export function ResultsEntryConfirmationProvider({
  predictionsDeadline,
  children,
}: {
  predictionsDeadline: string;
  children: ReactNode;
}) {
  const [pending, setPending] = useState<Save | null>(null);
  const confirmFirst = useCallback(
    (save: Save) => {
      if (resultsEntryNeedsConfirmation({ predictionsDeadline }, new Date())) {
        setPending(() => save);
      } else {
        save({});
      }
    },
    [predictionsDeadline],
  );

  function confirm() {
    const save = pending;
    setPending(null);
    save?.({ confirm_before_deadline: true });
  }

  return (
    <ConfirmContext.Provider value={confirmFirst}>
      {children}
      <AdminDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t.title}
        description={t.description(formatDeadline(predictionsDeadline))}
      >
        <p className="rounded-xl border border-oranje-300 bg-oranje-50 px-4 py-3 text-sm text-oranje-800">
          {t.warning}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setPending(null)}>
            {t.cancel}
          </Button>
          <Button onClick={confirm}>{t.confirm}</Button>
        </div>
      </AdminDialog>
    </ConfirmContext.Provider>
  );
}

/** `confirmFirst(save)`: runs the save, after the admin's confirmation when one is needed. */
export function useConfirmResultsEntry(): (save: Save) => void {
  return useContext(ConfirmContext);
}
