import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import serverBuild from '../apps/server/tsup.config';

const SERVER_DIST = fileURLToPath(new URL('../apps/server/dist/', import.meta.url));

/**
 * Bundles a bench's server as `npm start` runs it (tsup with apps/server/tsup.config.ts's
 * settings), into apps/server/dist where it finds its migrations and the web build, and returns
 * the bundle's path. Not tsx: its keepNames wraps every function expression, so a closure made
 * per request costs a defineProperty production never pays (1.3% of the leaderboard's time).
 * Packages stay external, except the shared package, which the server's build bundles in.
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
