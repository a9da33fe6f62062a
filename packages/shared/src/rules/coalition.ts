/*
 * The coalition check (unscored): which parties together hold a majority of the
 * Tweede Kamer. Pure: seats in, answers out.
 */

/** How many minimal majorities the crowd page lists at most. */
export const MINIMAL_COALITIONS_LIMIT = 8;
/** Coalitions of more parties than this are not searched (a cabinet of seven is unheard of,
 *  and the number of combinations grows fast). */
export const MINIMAL_COALITION_MAX_PARTIES = 6;

/** A majority: more than half of the seats, ⌊seat_count / 2⌋ + 1 (76 of 150, 76 of 151). */
export function majorityThreshold(seatCount: number): number {
  return Math.floor(seatCount / 2) + 1;
}

/** The seats of the chosen parties together; a party without seats (or unknown) adds 0. */
export function coalitionSeats(
  seats: ReadonlyMap<number, number>,
  partyIds: readonly number[],
): number {
  let total = 0;
  for (const id of new Set(partyIds)) total += seats.get(id) ?? 0;
  return total;
}

export function hasMajority(coalitionSeatCount: number, seatCount: number): boolean {
  return coalitionSeatCount >= majorityThreshold(seatCount);
}

export interface CoalitionParty {
  id: number;
  seats: number;
}

export interface Coalition {
  /** In the order of the input (list order when the input is). */
  partyIds: number[];
  seats: number;
}

/**
 * The smallest majorities: coalitions that reach the majority and lose it when any one party
 * leaves (minimal winning coalitions), fewest parties first, then fewest seats, then the input
 * order. Only parties with at least one seat take part; at most `maxParties` parties per
 * coalition and `limit` coalitions.
 */
export function minimalWinningCoalitions(
  parties: readonly CoalitionParty[],
  seatCount: number,
  options: { limit?: number; maxParties?: number } = {},
): Coalition[] {
  const limit = options.limit ?? MINIMAL_COALITIONS_LIMIT;
  const maxParties = options.maxParties ?? MINIMAL_COALITION_MAX_PARTIES;
  const majority = majorityThreshold(seatCount);
  const seated = parties.filter((p) => p.seats > 0);
  const found: Coalition[] = [];

  for (let size = 1; size <= Math.min(maxParties, seated.length) && found.length < limit; size++) {
    const ofSize: { indexes: number[]; seats: number }[] = [];
    const chosen: number[] = [];
    const walk = (start: number, seats: number, smallest: number) => {
      if (chosen.length === size) {
        // Winning, and the smallest member is needed: then every member is.
        if (seats >= majority && seats - smallest < majority) {
          ofSize.push({ indexes: [...chosen], seats });
        }
        return;
      }
      for (let i = start; i <= seated.length - (size - chosen.length); i++) {
        chosen.push(i);
        walk(i + 1, seats + seated[i]!.seats, Math.min(smallest, seated[i]!.seats));
        chosen.pop();
      }
    };
    walk(0, 0, Number.POSITIVE_INFINITY);
    ofSize.sort((a, b) => {
      if (a.seats !== b.seats) return a.seats - b.seats;
      for (let k = 0; k < size; k++) {
        if (a.indexes[k] !== b.indexes[k]) return a.indexes[k]! - b.indexes[k]!;
      }
      return 0;
    });
    for (const c of ofSize) {
      if (found.length >= limit) break;
      found.push({ partyIds: c.indexes.map((i) => seated[i]!.id), seats: c.seats });
    }
  }
  return found;
}

/**
 * The coalition in a shareable address: `?coalitie=VVD,D66,CDA`. Parties are named by their
 * name (the abbreviation on the ballot); an unknown name is dropped, a repeated one counted once.
 */
export const COALITION_QUERY_KEY = 'coalitie';

export function parseCoalitionParam(
  value: string | null | undefined,
  parties: readonly { id: number; name: string }[],
): number[] {
  if (!value) return [];
  const byName = new Map(parties.map((p) => [p.name.toLocaleLowerCase('nl'), p.id]));
  const ids: number[] = [];
  for (const raw of value.split(',')) {
    const id = byName.get(raw.trim().toLocaleLowerCase('nl'));
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export function formatCoalitionParam(
  partyIds: readonly number[],
  parties: readonly { id: number; name: string }[],
): string {
  const names = new Map(parties.map((p) => [p.id, p.name]));
  return partyIds
    .map((id) => names.get(id))
    .filter((name): name is string => name !== undefined)
    .join(',');
}
