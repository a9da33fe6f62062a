import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import serverBuild from '../apps/server/tsup.config';

const SERVER_DIST = fileURLToPath(new URL('../apps/server/dist/', import.meta.url));

/**
 * A bench's server runs the code as `npm start` runs it: bundled by tsup (esbuild) with the
 * settings of apps/server/tsup.config.ts, as dist/main.js is, not transformed by tsx on the fly.
 * tsx compiles with esbuild's keepNames, which wraps every function expression in a call that
 * defines its `name`: a closure made per request (the leaderboard's `send`, a save's promise
 * callbacks) then costs a defineProperty per request that production never pays, and the
 * trivial route, made once, does not either. Measured before this (27 November): 1.3% of the
 * server's time on the leaderboard page.
 *
 * Bundles `entry` (the bench script itself, which serves with `--serve`) into apps/server/dist,
 * where the server finds its package root, migrations and the web build as dist/main.js does,
 * and returns the bundle's path. Packages stay external (the server's build leaves out those in
 * its package.json; the bench runs from the repository's root, so all of node_modules), except
 * the shared package, which the server's build bundles in.
 */
export async function bundleServer(entry: string): Promise<string> {
  if (typeof serverBuild === 'function' || Array.isArray(serverBuild)) {
    throw new Error('apps/server/tsup.config.ts is expected to export one options object');
  }
  const name = `bench-${path.basename(path.dirname(entry))}`;
  await build({
    ...serverBuild,
    config: false,
    entry: { [name]: entry },
    outDir: SERVER_DIST,
    outExtension: () => ({ js: '.mjs' }),
    clean: false,
    silent: true,
    skipNodeModulesBundle: true,
  });
  return path.join(SERVER_DIST, `${name}.mjs`);
}
