// The landing route loads at most 150 KB of gzipped JavaScript. Reads the Vite
// manifest of the last build (`npm run build`), follows the static imports of the entry and of
// the landing route's chunk, gzips each chunk once and fails above the budget.
//
// It also fails when a page that must start without zod imports it statically: the landing
// page (decision 013), and /dashboard and /league, whose calls load their schemas with them
// (decision 044), so a slow phone does not build every schema in the task that starts the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150_000;
const ROUTE_SOURCE = 'src/app/routes/landing.tsx';
const ROUTES_WITHOUT_ZOD = [
  ROUTE_SOURCE,
  'src/app/routes/dashboard.tsx',
  'src/app/routes/league.tsx',
];
/** The chunks vite.config.ts gives zod's modules. */
const ZOD_CHUNKS = new Set(['zod', 'zod-core']);

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Every chunk a manifest entry loads before it runs: itself and its static imports. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
if (!manifest[ROUTE_SOURCE]) throw new Error(`The manifest has no chunk for ${ROUTE_SOURCE}.`);
const chunks = new Set([...staticClosure(entryKey), ...staticClosure(ROUTE_SOURCE)]);

let total = 0;
const rows = [];
for (const key of chunks) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gzipped = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gzipped;
  rows.push(`  ${(gzipped / 1000).toFixed(1).padStart(6)} KB  ${file}`);
}

console.log(`Landing route JavaScript, gzipped:\n${rows.sort().reverse().join('\n')}`);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `  ${(total / 1000).toFixed(1).padStart(6)} KB  in all: ${verdict} the budget of ${BUDGET_BYTES / 1000} KB`,
);
if (total > BUDGET_BYTES) process.exit(1);

let zodFound = false;
for (const route of ROUTES_WITHOUT_ZOD) {
  if (!manifest[route]) throw new Error(`The manifest has no chunk for ${route}.`);
  const zod = [...staticClosure(route)].filter((key) => ZOD_CHUNKS.has(manifest[key].name));
  if (zod.length === 0) continue;
  zodFound = true;
  console.log(
    `${route} imports zod before it runs: ${zod.map((k) => manifest[k].file).join(', ')}`,
  );
}
if (zodFound) process.exit(1);
