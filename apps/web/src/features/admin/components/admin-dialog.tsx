import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { admin as adminTexts } from '../../../i18n/nl-admin';

/**
 * A modal in the app's style (Radix Dialog: focus trap, Escape, focus returns to the opener).
 * Controlled: the caller opens it once it has what the dialog shows.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-navy-950">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-navy-900"
              title={adminTexts.form.close}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{adminTexts.form.close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </Dialog.Description>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The destructive action of a confirmation (reset, delete): red, white text (contrast 6:1). */
export const DANGER_BUTTON_CLASSES =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-red-700 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:pointer-events-none disabled:opacity-60';
