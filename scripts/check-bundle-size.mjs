// DESIGN §9: the landing route loads at most 150 KB of gzipped JavaScript. Reads the Vite
// manifest of the last build (`npm run build`), follows the static imports of the entry and of
// the landing route's chunk, gzips each chunk once and fails above the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150_000;
const ROUTE_SOURCE = 'src/app/routes/landing.tsx';

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
