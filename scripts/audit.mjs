// CI: known-vulnerable production dependencies. Records the production dependency tree (what
// ships) under dist/, then asks npm's advisory database about it and fails on a high or critical
// advisory. When the database cannot be reached (offline, or a registry mirror without the
// audit endpoint) it says so in one line and passes: the tree is still recorded, so it can be
// audited later. Tested by apps/server/src/hardening/dependency-audit.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const treeFile =
  process.env.AUDIT_TREE_FILE ?? path.join(root, 'dist', 'audit', 'production-dependencies.json');

function npm(args) {
  const result = spawnSync('npm', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: 5 * 60 * 1000,
  });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// 1. The production tree. npm ls exits non-zero on a problem in the tree (an invalid or missing
// package); that is recorded and shown, the audit below decides the step.
const ls = npm(['ls', '--omit=dev', '--all', '--json']);
mkdirSync(path.dirname(treeFile), { recursive: true });
writeFileSync(treeFile, ls.stdout);
const tree = parseJson(ls.stdout);
const problems = tree?.problems ?? [];
console.log(
  `audit: production dependency tree recorded in ${path.relative(root, treeFile)}` +
    (problems.length > 0 ? ` (npm ls: ${problems.join('; ')})` : ''),
);

// 2. The advisories. npm audit exits 1 both when it finds something at the level and when its
// endpoint fails, so the JSON decides which it was.
const audit = npm(['audit', '--omit=dev', '--audit-level=high', '--json']);
const report = parseJson(audit.stdout);
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report?.message ?? report?.error?.summary ?? audit.stderr.trim().split('\n').at(-1) ?? '';
  console.log(`audit: advisory database not reachable, skipped (${reason.slice(0, 200)})`);
  process.exit(0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === 'high' || v.severity === 'critical',
);
if (serious.length === 0) {
  console.log(
    `audit: no high or critical advisories for ${report.metadata.dependencies?.prod ?? '?'} production dependencies` +
      ` (${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low)`,
  );
  process.exit(0);
}
for (const v of serious) {
  const advisories = (v.via ?? [])
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title} ${via.url}`);
  console.error(
    `audit: ${v.severity}: ${v.name} ${v.range}${advisories.length ? ` — ${advisories.join('; ')}` : ` (through ${v.via.join(', ')})`}`,
  );
}
console.error(`audit: ${serious.length} production dependencies with a high or critical advisory`);
process.exit(1);
