import { COALITION_QUERY_KEY } from '@zetelpoule/shared/rules/coalition';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const CoalitionCheck = lazy(() =>
  import('./coalition-check').then((module) => ({ default: module.CoalitionCheck })),
);

/**
 * How far below the view the check starts to load. Smaller than the distance from the fold to
 * the check while the page above it still loads (a screen-tall placeholder, then the crowd
 * link card), so a page that has just opened never loads it.
 */
const NEAR_MARGIN = '0px 0px 200px 0px';

/**
 * The check's height with the seeded election's parties, kept free until it renders (measured:
 * 838 px on a 412 px phone, 890 px on 360 px, 478 px on 768 px), so the footer below it hardly
 * moves when it arrives (below the view by then anyway).
 */
const RESERVED_HEIGHT_CLASS = 'min-h-[52rem] sm:min-h-[30rem]';

/**
 * The coalition check below another page (dashboard, /uitslag), loaded only when the player
 * scrolls near it: its chunk, its schemas, its calls and its render would otherwise compete
 * with the page above it while that page starts (the dashboard's blocking time). An
 * address that shares a coalition (`?coalitie=`) was opened for the check, so it renders at
 * once; so does a browser without IntersectionObserver.
 */
export function CoalitionCheckWhenNear() {
  const [searchParams] = useSearchParams();
  const placeholder = useRef<HTMLDivElement>(null);
  // Once shown it stays, also when the player clears the shared coalition.
  const [isNear, setIsNear] = useState(
    () => searchParams.has(COALITION_QUERY_KEY) || typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = placeholder.current;
    if (isNear || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  const reserved = (
    <div
      ref={placeholder}
      aria-hidden="true"
      data-testid="coalition-check-placeholder"
      className={RESERVED_HEIGHT_CLASS}
    />
  );
  if (!isNear) return reserved;
  return (
    <Suspense fallback={reserved}>
      <CoalitionCheck />
    </Suspense>
  );
}
