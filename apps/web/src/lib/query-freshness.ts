/**
 * How long the answer of a call that several readers share (the router's prefetch, the page's
 * queries, parts that mount later) counts as fresh, so they do not each ask the server again.
 * Changes do not wait for it: the live push, the deadline banner and the league's forms
 * invalidate what they change.
 */
export const SHARED_QUERY_FRESH_MS = 10_000;
