import { useQueryClient } from '@tanstack/react-query';
import { Clock, Lock, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { predictions as predictionsTexts } from '../../i18n/nl-predictions';
import { DEADLINE_INFO_QUERY_KEY, useDeadlineInfo } from './deadline-info';
import { isDeadlineNear, useDeadlineWarningMessage } from './deadline-warning';
import { formatDeadline } from './format-deadline';

const t = predictionsTexts.deadline;

/** On <body> while the banner shows, so page chrome can make room for it. */
export const DEADLINE_BANNER_BODY_CLASS = 'has-deadline-banner';

/** setTimeout's largest delay; a deadline further away is left to the regular poll. */
const MAX_TIMER_MS = 2_147_483_647;
/** Ask a moment after the deadline, so the server clock has certainly passed it. */
const AFTER_DEADLINE_MS = 1000;

/**
 * While deadline info loads, the banner's place is held by an invisible open banner with
 * texts of a typical length, so the page below does not jump when it arrives (no
 * layout shift). A deadline with a long weekday and month wraps the same way on a phone.
 */
const PLACEHOLDER_DEADLINE = '2029-03-20T18:59:00.000Z';
const PLACEHOLDER_REMAINING = { days: 10, hours: 10, minutes: 10 };

const OPEN_CLASSES = 'border-b border-navy-100 bg-navy-50 text-navy-900';
const ROW_CLASSES =
  'mx-auto flex max-w-6xl flex-wrap items-start gap-3 px-4 py-3 sm:flex-nowrap sm:items-center sm:px-6 lg:px-8';
/** Two lines on a phone whatever the date: a long weekday and month wrap, a short one not. */
const OPEN_TITLE_CLASSES = 'min-h-10 font-semibold sm:min-h-0';
const REMAINING_CLASSES =
  'ml-12 shrink-0 rounded-full bg-white px-3 py-1 text-xs font-semibold text-navy-800 ring-1 ring-navy-200 sm:ml-0';

/** An open banner's row with texts of a typical length, invisible: it only takes up room. */
function OpenRowPlaceholder() {
  return (
    <div aria-hidden="true" className={`${ROW_CLASSES} invisible`}>
      <span className="size-9 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p className={OPEN_TITLE_CLASSES}>{t.openTitle(formatDeadline(PLACEHOLDER_DEADLINE))}</p>
        <p className="mt-0.5">{t.openText}</p>
      </div>
      <p className={REMAINING_CLASSES}>{t.remaining(PLACEHOLDER_REMAINING)}</p>
    </div>
  );
}

function BannerSkeleton() {
  return (
    <div aria-hidden="true" data-testid="deadline-banner-skeleton" className={OPEN_CLASSES}>
      <OpenRowPlaceholder />
    </div>
  );
}
/**
 * Deadline banner: shown only while deadline info says a deadline is active.
 * Open: a clock and the deadline in nl-NL, Amsterdam time. Locked: a lock, the server's
 * status message and the locked sentence. In the last DEADLINE_WARNING_HOURS, the
 * warning a page has set (an incomplete prediction) takes the place of the open text; both
 * are laid over each other, so the banner keeps its height when the warning arrives.
 */
export function DeadlineBanner() {
  const { data, isPending } = useDeadlineInfo();
  const warning = useDeadlineWarningMessage();
  const queryClient = useQueryClient();
  const isVisible = data?.deadline_active === true;
  const isLocked = data?.predictions_locked === true;
  // Once the result is final the lock is old news: on a phone it takes one line, not four.
  const isFinal = isLocked && data?.results_final === true;
  const deadline = data?.predictions_deadline ?? null;

  useEffect(() => {
    if (!isVisible) return;
    document.body.classList.add(DEADLINE_BANNER_BODY_CLASS);
    return () => document.body.classList.remove(DEADLINE_BANNER_BODY_CLASS);
  }, [isVisible]);

  // The 120 s poll alone could leave the page open for up to two minutes after the deadline;
  // ask again right when it should have passed. The server's answer still decides.
  useEffect(() => {
    if (isLocked || deadline === null) return;
    const delay = new Date(deadline).getTime() - Date.now() + AFTER_DEADLINE_MS;
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: DEADLINE_INFO_QUERY_KEY }),
      Math.max(0, delay),
    );
    return () => clearTimeout(timer);
  }, [deadline, isLocked, queryClient]);

  if (isPending) return <BannerSkeleton />;
  if (!data || !isVisible) return null;
  const shownWarning = !isLocked && isDeadlineNear(data) ? warning : null;

  return (
    <section
      aria-label={t.regionLabel}
      data-state={isLocked ? 'locked' : 'open'}
      className={isLocked ? 'grid border-b border-red-200 bg-red-50 text-red-900' : OPEN_CLASSES}
    >
      {/* The locked texts are shorter than the open ones and have no countdown beside them: on
          a wide screen they take a line less than the placeholder that held the banner's place
          while deadline info loaded, and the page below jumped up when it arrived (on election
          night every load is a locked one). Laid over an invisible open row, the locked banner
          is as tall as that placeholder there, its texts centred in it. On a phone it keeps its
          own height: the switch measured no shift there (e2e/dashboard-states.spec.ts), and the
          taller open layout would leave empty room under the locked texts. */}
      {isLocked && (
        <div className="col-start-1 row-start-1 hidden sm:block">
          <OpenRowPlaceholder />
        </div>
      )}
      <div
        className={
          isLocked
            ? `${ROW_CLASSES} col-start-1 row-start-1 w-full ${isFinal ? 'max-sm:items-center max-sm:py-1.5' : ''}`
            : ROW_CLASSES
        }
      >
        <span
          className={
            isLocked
              ? `flex size-9 shrink-0 items-center justify-center rounded-xl bg-red-100 text-red-700 ${isFinal ? 'max-sm:size-7' : ''}`
              : 'flex size-9 shrink-0 items-center justify-center rounded-xl bg-oranje-100 text-oranje-800'
          }
        >
          {isLocked ? (
            <Lock aria-hidden="true" className="size-5" />
          ) : (
            <Clock aria-hidden="true" className="size-5" />
          )}
        </span>
        {/* Live, so the switch to locked is announced; the countdown stays outside it. */}
        <div aria-live="polite" className="min-w-0 flex-1 text-sm">
          {isLocked ? (
            <>
              {isFinal && <p className="truncate font-semibold sm:hidden">{t.finalLine}</p>}
              <div className={isFinal ? 'hidden sm:block' : undefined}>
                <p className="font-semibold">{data.status_message}</p>
                <p className="mt-0.5">{t.lockedText}</p>
              </div>
            </>
          ) : (
            <>
              <p className={OPEN_TITLE_CLASSES}>
                {deadline === null ? data.status_message : t.openTitle(formatDeadline(deadline))}
              </p>
              <div className="mt-0.5 grid">
                <p
                  aria-hidden={shownWarning !== null}
                  className={`col-start-1 row-start-1 text-navy-800 ${shownWarning !== null ? 'invisible' : ''}`}
                >
                  {t.openText}
                </p>
                {shownWarning !== null && (
                  <p
                    data-testid="deadline-warning"
                    className="col-start-1 row-start-1 flex items-start gap-1.5 font-semibold text-oranje-800"
                  >
                    <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {shownWarning}
                  </p>
                )}
              </div>
            </>
          )}
        </div>
        {!isLocked && data.time_remaining && (
          <p className={REMAINING_CLASSES}>{t.remaining(data.time_remaining)}</p>
        )}
      </div>
    </section>
  );
}
