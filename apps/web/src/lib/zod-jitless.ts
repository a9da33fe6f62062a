/*
 * zod 4 probes `new Function('')` once to decide whether to compile fast parsers. Our CSP has
 * no 'unsafe-eval', so the probe is refused, and the browser reports a CSP violation on every
 * page that parses a response (Lighthouse counts it against best practices). `jitless` skips
 * the probe. zod keeps its config on this global (zod/v4/core `globalConfig`), so the entry can
 * set it without loading zod itself (decision 013); zod-jitless.test.ts checks that zod reads it.
 */
type ZodGlobalConfig = { jitless?: boolean };
const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
// Mutated, never replaced: zod keeps a reference to this very object once it has loaded.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
