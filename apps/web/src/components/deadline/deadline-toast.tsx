import { useQueryClient } from '@tanstack/react-query';
import { DEADLINE_TOAST_FADE_MS, DEADLINE_TOAST_MS } from '@zetelpoule/shared';
import { Lock, X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { predictions as predictionsTexts } from '../../i18n/nl-predictions';
import { isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { DEADLINE_INFO_QUERY_KEY } from './deadline-info';

const t = predictionsTexts.deadline;

/**
 * HTTP 423 Locked: every prediction write after the deadline
 * (docs/rules.md#the-deadline-and-who-sees-what).
 */
export const DEADLINE_PASSED_STATUS = 423;

export function isDeadlineError(error: unknown): boolean {
  return isApiError(error) && error.status === DEADLINE_PASSED_STATUS;
}

type DeadlineToastContextValue = {
  /** Shows the 'Predictions Locked' toast with this message (restarts its 5 s if already shown). */
  showDeadlineToast: (message: string) => void;
};

const DeadlineToastContext = createContext<DeadlineToastContextValue | null>(null);

type Toast = { id: number; message: string };

/**
 * Deadline banner and toast: holds the one 'Predictions Locked' toast of a page and
 * lets anything inside raise it. The toast auto-hides after DEADLINE_TOAST_MS, fading out
 * for DEADLINE_TOAST_FADE_MS, and can be closed by hand.
 */
export function DeadlineToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [isFading, setIsFading] = useState(false);
  const nextId = useRef(0);

  const showDeadlineToast = useCallback((message: string) => {
    nextId.current += 1;
    setToast({ id: nextId.current, message });
    setIsFading(false);
  }, []);

  const toastId = toast?.id;
  useEffect(() => {
    if (toastId === undefined) return;
    const timer = setTimeout(() => setIsFading(true), DEADLINE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toastId]);

  useEffect(() => {
    if (!isFading) return;
    const timer = setTimeout(() => {
      setToast(null);
      setIsFading(false);
    }, DEADLINE_TOAST_FADE_MS);
    return () => clearTimeout(timer);
  }, [isFading]);

  const close = useCallback(() => {
    setToast(null);
    setIsFading(false);
  }, []);

  const value = useMemo(() => ({ showDeadlineToast }), [showDeadlineToast]);

  return (
    <DeadlineToastContext value={value}>
      {children}
      {/* The live region stays mounted so that a toast appearing in it is announced. Top
          right, under the navbar: the cookie banner owns the bottom of the screen. */}
      <div
        role="alert"
        className="pointer-events-none fixed inset-x-4 top-20 z-50 flex justify-center sm:inset-x-auto sm:right-6"
      >
        {toast && (
          <div
            key={toast.id}
            data-testid="deadline-toast"
            className={cn(
              'pointer-events-auto flex w-full max-w-sm animate-slide-up items-start gap-3 rounded-2xl bg-navy-950 p-4 text-white shadow-xl ring-1 ring-white/10 transition-opacity surface-dark',
              isFading && 'opacity-0',
            )}
            style={{ transitionDuration: `${DEADLINE_TOAST_FADE_MS}ms` }}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-red-500/20 text-red-200">
              <Lock aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t.toastTitle}</p>
              <p className="mt-0.5 text-sm text-navy-100">{toast.message}</p>
            </div>
            <button
              type="button"
              onClick={close}
              className="-m-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-navy-100 hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t.toastClose}</span>
            </button>
          </div>
        )}
      </div>
    </DeadlineToastContext>
  );
}

/** Raise the 'Predictions Locked' toast by hand. Only inside <WithDeadlineBanner>. */
export function useDeadlineToast(): DeadlineToastContextValue {
  const context = useContext(DeadlineToastContext);
  if (context === null) {
    throw new Error('useDeadlineToast must be used inside <WithDeadlineBanner>.');
  }
  return context;
}

/**
 * For a save's error path: on a 423 it shows the toast with the server's message and
 * refetches deadline info at once (so the banner and every input switch to locked without
 * waiting for the 120 s poll), and answers true; any other error answers false and is left
 * to the caller.
 */
export function useDeadlineErrorHandler(): (error: unknown) => boolean {
  const { showDeadlineToast } = useDeadlineToast();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.status !== DEADLINE_PASSED_STATUS) return false;
      showDeadlineToast(error.message);
      void queryClient.invalidateQueries({ queryKey: DEADLINE_INFO_QUERY_KEY });
      return true;
    },
    [queryClient, showDeadlineToast],
  );
}
