/*
 * The data model. Columns are camelCase here and snake_case in SQL
 * (drizzle `casing: 'snake_case'`).
 *
 * Turnout percentages are stored as integer tenths of a percent (78.3% -> 783): the game only
 * knows one decimal, and the scoring rules round differences, which is exact in integers
 * (docs/decisions/002-turnout-in-tenths.md).
 */

export * from './accounts';
export * from './elections';
export * from './predictions';
export * from './scores';
export * from './leagues';
export * from './benchmarks';
export * from './reminders';
export * from './staten';
export * from './scoring';
export * from './rank-seen';
export * from './push';
