import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';

/**
 * The league's dialogs on Radix Dialog (focus trap, Escape, focus back to where it came from):
 * a dimmed page, a panel that is a bottom sheet on phones and centred from `sm` up.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
  /** Runs first when the dialog closes; preventDefault() there to move the focus yourself. */
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
}) {
  // These dialogs open from a row or a card, not from a Dialog.Trigger, so Radix does not know
  // where to send the focus back: remember what had it when the dialog opened.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusRef.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const target = returnFocusRef.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          // Without a description Radix wants an explicit "none".
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl',
            'motion-safe:animate-slide-up focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            size === 'md' ? 'sm:max-w-md' : 'sm:max-w-3xl',
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-7 sm:pt-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-bold tracking-tight text-navy-950 sm:text-xl">
                {title}
              </Dialog.Title>
              {description !== undefined && (
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-navy-900"
              title={leagueTexts.member.close}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{leagueTexts.member.close}</span>
            </Dialog.Close>
          </div>
          {/* Focusable, so a long read-only body (no controls inside) scrolls by keyboard too. */}
          <div
            tabIndex={0}
            className="overflow-y-auto px-5 py-5 focus-visible:outline-offset-[-3px] sm:px-7 sm:py-6"
          >
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
