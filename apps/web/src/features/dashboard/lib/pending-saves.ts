import { storage, type PendingSave } from '../../../lib/storage';

/**
 * A prediction save that did not reach the server (offline, 5xx) survives a reload.
 * The outbox lives in localStorage per user id, oldest first. An entry leaves it when its
 * field is saved or refused (any 4xx, the deadline's 423 included), when a newer value for
 * the same field takes its place, or when it is older than a day: a value typed that long
 * ago is no longer what the player expects to be sent.
 */
export const PENDING_SAVE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The seat fields: one seat (a POST), and the whole chart (the steppers' PUT). */
export const seatField = (seatNumber: number) => `seat:${seatNumber}`;
export const SEATS_FIELD = 'seats';
export const isSeatField = (field: string) => field === SEATS_FIELD || field.startsWith('seat:');

function update(userId: number, change: (entries: PendingSave[]) => PendingSave[]): void {
  const all = storage.getPendingSaves();
  const key = String(userId);
  const next = change(all[key] ?? []);
  if (next.length === 0) delete all[key];
  else all[key] = next;
  storage.setPendingSaves(all);
}

function isFresh(entry: PendingSave, now: number) {
  return now - entry.at < PENDING_SAVE_MAX_AGE_MS && entry.at <= now + 60_000;
}

export const pendingSaves = {
  /** This user's entries still worth sending, oldest first; stale ones are dropped. */
  list(userId: number | null): PendingSave[] {
    if (userId === null) return [];
    const now = Date.now();
    const entries = storage.getPendingSaves()[String(userId)] ?? [];
    const fresh = entries.filter((entry) => isFresh(entry, now));
    if (fresh.length !== entries.length) update(userId, () => fresh);
    return fresh;
  },

  /** Keep `body` for `field`, replacing an older value of that field (it moves to the end). */
  put(userId: number | null, field: string, body: unknown): void {
    if (userId === null) return;
    update(userId, (entries) => [
      ...entries.filter((entry) => entry.field !== field),
      { field, body, at: Date.now() },
    ]);
  },

  /** Forget the entries of the fields `which` matches (a field name or a test). */
  remove(userId: number | null, which: string | ((field: string) => boolean)): void {
    if (userId === null) return;
    const matches = typeof which === 'string' ? (field: string) => field === which : which;
    const entries = storage.getPendingSaves()[String(userId)] ?? [];
    if (!entries.some((entry) => matches(entry.field))) return;
    update(userId, (current) => current.filter((entry) => !matches(entry.field)));
  },
};

/** Reads a kept id (a party) back, or null when it is not one. */
export function keptId(kept: unknown): number | null {
  return typeof kept === 'number' && Number.isInteger(kept) && kept > 0 ? kept : null;
}

/** Reads a kept turnout back, or null when it is not one (the server checks the rest). */
export function keptTurnout(kept: unknown): number | null {
  return typeof kept === 'number' && Number.isFinite(kept) && kept >= 0 && kept <= 100
    ? kept
    : null;
}
