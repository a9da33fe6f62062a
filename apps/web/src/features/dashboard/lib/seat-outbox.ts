/*
 * The seat saves kept in the player's outbox (lib/pending-saves.ts) read back after a reload.
 * Storage can be edited by hand, so every body is checked before it is sent again.
 */

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A kept PUT body's rows, or null when `body` is not one. */
export function partySeatsBody(body: unknown): Array<{ party_id: number; seats: number }> | null {
  if (typeof body !== 'object' || body === null) return null;
  const rows = (body as { party_seats?: unknown }).party_seats;
  if (!Array.isArray(rows)) return null;
  const valid = rows.every((row: unknown) => {
    if (typeof row !== 'object' || row === null) return false;
    const { party_id, seats } = row as Record<string, unknown>;
    return isCount(party_id) && isCount(seats);
  });
  return valid ? (rows as Array<{ party_id: number; seats: number }>) : null;
}

/** A kept seat POST body, or null when `body` is not one. */
export function seatBody(body: unknown, seatCount: number) {
  if (typeof body !== 'object' || body === null) return null;
  const { seat_number, party_id } = body as Record<string, unknown>;
  if (!isCount(seat_number) || seat_number >= seatCount || !isCount(party_id)) return null;
  return { seat_number, party_id };
}
