import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';

const t = dashboardTexts.seats;

/**
 * "Alle zetels wissen?": the confirmation before the whole distribution is emptied. A module of
 * its own, loaded when first needed (seats-section.tsx): Radix's dialog machinery would
 * otherwise be a tenth of the dashboard's first download for a button few players press.
 */
export function ResetSeatsDialog({
  onClose,
  onConfirm,
  returnFocusTo,
}: {
  onClose: () => void;
  onConfirm: () => void;
  /** The button that opened it: it opens without a Dialog.Trigger, so Radix cannot know. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-navy-950">{t.resetTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t.resetText}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t.resetCancel}</Button>
            </Dialog.Close>
            <Button
              variant="secondary"
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              onClick={() => {
                onClose();
                onConfirm();
              }}
            >
              {t.resetConfirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
