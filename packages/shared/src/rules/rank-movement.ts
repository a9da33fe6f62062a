/*
 * A rank's movement since the player last saw it (docs/decisions/060-rank-movement-since-last-seen.md): ↑2 when they stood two
 * places lower then. Nothing to show without an earlier rank, or without a rank now.
 */

export type RankMovement =
  { kind: 'up'; places: number } | { kind: 'down'; places: number } | { kind: 'same'; places: 0 };

export function rankMovementSince(
  seenRank: number | null | undefined,
  currentRank: number | null | undefined,
): RankMovement | null {
  if (seenRank == null || currentRank == null) return null;
  // A smaller number is a better place.
  const places = seenRank - currentRank;
  if (places > 0) return { kind: 'up', places };
  if (places < 0) return { kind: 'down', places: -places };
  return { kind: 'same', places: 0 };
}

/** The seen ranks of a table, by user id, for looking up each row's movement. */
export function seenRanksByUser(
  ranks: readonly { user: number; rank: number }[],
): ReadonlyMap<number, number> {
  return new Map(ranks.map((entry) => [entry.user, entry.rank]));
}
