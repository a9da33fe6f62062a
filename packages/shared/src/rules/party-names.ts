/*
 * Matching the Kiesraad's list names to an election's parties by name (decision 029): another
 * election or province numbers its lists differently. Three tiers, each among what the earlier
 * left over, a match only when one name fits one party: the same folded name (case, diacritics,
 * punctuation); a shared short or long form around parentheses and ‘/’ (‘PVV (Partij voor de
 * Vrijheid)’ = ‘PVV’); initials (‘Partij voor de Dieren’ = ‘PvdD’), last because they collide.
 */

/** Case, diacritics, whitespace and punctuation folded away: ‘P.v.d.A.’ → ‘pvda’. */
export function partyNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const PARENTHESES = /^(.*?)\s*\(([^()]*)\)\s*$/u;
/** A joint list of more parts than this is not split (the forms would multiply). */
const MAX_JOINT_PARTS = 3;

/** The texts a name may go by: itself, around its parentheses, a joint list's parts joined. */
function nameTexts(name: string): string[] {
  const partTexts = (part: string) => {
    const paren = PARENTHESES.exec(part);
    return paren ? [part, paren[1]!, paren[2]!] : [part];
  };
  const parts = name.split('/');
  if (parts.length === 1 || parts.length > MAX_JOINT_PARTS) return partTexts(name);
  // Each part in each of its forms, joined: ‘GROENLINKS / Partij van de Arbeid (PvdA)’ also
  // reads ‘GROENLINKS PvdA’. A part on its own is not a form: GroenLinks is not the joint list.
  let joined: string[] = [''];
  for (const part of parts) {
    joined = joined.flatMap((head) => partTexts(part.trim()).map((text) => `${head} ${text}`));
  }
  return [name, ...joined.map((text) => text.trim())];
}

function formKeys(name: string): Set<string> {
  return new Set(
    nameTexts(name)
      .map(partyNameKey)
      .filter((key) => key.length > 0),
  );
}

/** ‘Partij voor de Dieren’ → ‘pvdd’, ‘Democraten 66’ → ‘d66’; names of one word have none. */
function initialKeys(name: string): Set<string> {
  const keys = new Set<string>();
  for (const text of nameTexts(name)) {
    const words = text
      .split(/[\s\-/]+/u)
      .map(partyNameKey)
      .filter(Boolean);
    if (words.length < 2) continue;
    keys.add(words.map((word) => (/^\p{N}+$/u.test(word) ? word : word[0])).join(''));
  }
  return keys;
}

export type PartyNameMatchKind = 'name' | 'form' | 'initials';

export interface PartyNameMatch<P> {
  /** The name as the file spells it. */
  name: string;
  party: P;
  /** 'name' when the keys are equal; otherwise worth showing the admin. */
  kind: PartyNameMatchKind;
}

export interface PartyNameMatches<P> {
  matched: PartyNameMatch<P>[];
  /** Names without exactly one party, in the order given. */
  unmatched: string[];
}

/** Each name to at most one party and each party to at most one name. Pure. */
export function matchPartyNames<P extends { name: string }>(
  names: readonly string[],
  parties: readonly P[],
): PartyNameMatches<P> {
  const unique = [...new Set(names)];
  const openNames = new Set(unique);
  const openParties = new Set(parties);
  const matched = new Map<string, PartyNameMatch<P>>();

  const tiers: [PartyNameMatchKind, (a: string, b: string) => boolean][] = [
    ['name', (a, b) => partyNameKey(a) !== '' && partyNameKey(a) === partyNameKey(b)],
    ['form', (a, b) => intersects(formKeys(a), formKeys(b))],
    [
      'initials',
      (a, b) => intersects(initialKeys(a), formKeys(b)) || intersects(formKeys(a), initialKeys(b)),
    ],
  ];
  for (const [kind, same] of tiers) {
    const candidates = new Map<string, P[]>();
    const claims = new Map<P, number>();
    for (const name of openNames) {
      const fits = [...openParties].filter((party) => same(name, party.name));
      candidates.set(name, fits);
      for (const party of fits) claims.set(party, (claims.get(party) ?? 0) + 1);
    }
    for (const [name, fits] of candidates) {
      const party = fits[0];
      if (fits.length !== 1 || party === undefined || claims.get(party) !== 1) continue;
      matched.set(name, { name, party, kind });
      openNames.delete(name);
      openParties.delete(party);
    }
  }
  return {
    matched: unique.flatMap((name) => matched.get(name) ?? []),
    unmatched: unique.filter((name) => openNames.has(name)),
  };
}

function intersects(a: Set<string>, b: Set<string>): boolean {
  for (const key of a) if (b.has(key)) return true;
  return false;
}
