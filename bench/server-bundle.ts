import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const SERVER_DIST = fileURLToPath(new URL('../apps/server/dist/', import.meta.url));

/**
 * A bench's server runs the code as `npm start` runs it: bundled by tsup (esbuild), as
 * apps/server/tsup.config.ts bundles dist/main.js, not transformed by tsx on the fly. tsx
 * compiles with esbuild's keepNames, which wraps every function expression in a call that
 * defines its `name`: a closure made per request (the leaderboard's `send`, a save's promise
 * callbacks) then costs a defineProperty per request that production never pays, and the
 * trivial route, made once, does not either. Measured before this (27 November): 1.3% of the
 * server's time on the leaderboard page.
 *
 * Bundles `entry` (the bench script itself, which serves with `--serve`) into apps/server/dist,
 * where the server finds its package root, migrations and the web build as dist/main.js does,
 * and returns the bundle's path. Packages stay external, except the shared package, which is
 * TypeScript source and is bundled in, as for production.
 */
export async function bundleServer(entry: string): Promise<string> {
  const name = `bench-${path.basename(path.dirname(entry))}`;
  await build({
    config: false,
    entry: { [name]: entry },
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outDir: SERVER_DIST,
    outExtension: () => ({ js: '.mjs' }),
    sourcemap: true,
    clean: false,
    silent: true,
    skipNodeModulesBundle: true,
    noExternal: ['@zetelpoule/shared'],
  });
  return path.join(SERVER_DIST, `${name}.mjs`);
}
