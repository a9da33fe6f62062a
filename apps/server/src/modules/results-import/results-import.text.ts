import type { Tenths } from '@zetelpoule/shared';

/* Dutch list and number formatting for the import's messages and warnings. */

/** 1012 → "101,2%". */
export function percent(tenths: Tenths): string {
  return `${Math.floor(tenths / 10)},${tenths % 10}%`;
}

/** At most 20 names, then "en 12 andere". */
export function listNames(names: readonly string[]): string {
  const shown = names.slice(0, 20);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} en ${more} andere` : joinDutch(shown);
}

export function joinDutch(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} en ${parts[parts.length - 1]}`;
}

/** ‘name’ in Dutch quotes, as every message quotes the files' names. */
export function quoted(name: string): string {
  return `‘${name}’`;
}
