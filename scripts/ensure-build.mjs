// Builds the web app and the server bundle when they are missing or older than their sources,
// so that `npm ci && npm start` works on a fresh clone and a second start is instant.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    command: 'npm run build -w @zetelpoule/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/tsup.config.ts', 'packages/shared/src'],
    command: 'npm run build -w @zetelpoule/server',
  },
];

for (const target of targets) {
  const built = newestMtime(path.join(root, target.output));
  const source = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
  if (built > 0 && built >= source) continue;
  console.log(`Building the ${target.name}…`);
  execSync(target.command, { cwd: root, stdio: 'inherit' });
}
