/*
 * One tab at a time refreshes the session's tokens, over the Web Locks API. Chromium updates
 * another tab's localStorage asynchronously, so the tab that rotates also holds a lock named
 * after the spent token until the grace window ends; the next tab finds it and waits for the new
 * tokens to reach its storage instead of spending the old one again (decision 011).
 */

/** The Web Locks name under which one tab at a time refreshes. */
export const REFRESH_LOCK = 'zetelpoule.token-refresh';
const SPENT_PREFIX = 'zetelpoule.token-spent.';
/** How long a spent token stays marked: the server's grace window (decision 011). */
const SPENT_MARK_MS = 30_000;
/** How long a tab waits for the rotated tokens to reach its storage before refreshing itself. */
const ROTATION_WAIT_MS = 2_000;
const ROTATION_POLL_MS = 10;

function lockManager(): LockManager | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/** A short fingerprint of a token (FNV-1a), so that the lock's name does not hold the token. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * Runs `task` while holding the cross-tab refresh lock. Without the Web Locks API (old
 * browsers, some embedded web views) the in-tab single flight has to do; two tabs refreshing
 * together are then caught by the server's grace window (decision 011).
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks === undefined) return task();
  return locks.request(REFRESH_LOCK, { mode: 'exclusive' }, () => task());
}

/**
 * Marks `refresh` as spent for the other tabs, for the grace window. Called inside the refresh
 * lock: the request reaches the lock manager before the refresh lock is let go.
 */
export function markSpent(refresh: string): void {
  const locks = lockManager();
  if (locks === undefined) return;
  void locks.request(
    SPENT_PREFIX + fingerprint(refresh),
    { mode: 'shared' },
    () => new Promise((resolve) => setTimeout(resolve, SPENT_MARK_MS)),
  );
}

/**
 * Whether another tab rotated `refresh` and its new tokens have now reached this tab's storage
 * (`hasArrived` reads it). False when nobody marked it spent, or when the new tokens did not
 * arrive in time: then this tab refreshes itself, within the grace window.
 */
export async function awaitRotation(refresh: string, hasArrived: () => boolean): Promise<boolean> {
  const locks = lockManager();
  if (locks === undefined || typeof locks.query !== 'function') return false;
  const { held = [] } = await locks.query();
  const name = SPENT_PREFIX + fingerprint(refresh);
  if (!held.some((lock) => lock.name === name)) return false;
  for (let waited = 0; waited < ROTATION_WAIT_MS; waited += ROTATION_POLL_MS) {
    if (hasArrived()) return true;
    await new Promise((resolve) => setTimeout(resolve, ROTATION_POLL_MS));
  }
  return false;
}
