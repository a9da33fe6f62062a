/**
 * How long the answer of a call that several readers share counts as fresh: the router's
 * prefetch of a page (app/router.tsx), the page's own queries, and the parts that mount later
 * (the dashboard's sections, the crowd corner). Within it a new reader uses the answer instead
 * of asking the server again; without it each of them asked anew (staleTime 0), doubling a
 * visit's calls. Changes do not wait for it: the live push invalidates results and standings,
 * the deadline banner invalidates the deadline when it passes, and the league's forms
 * invalidate what they changed.
 */
export const SHARED_QUERY_FRESH_MS = 10_000;
