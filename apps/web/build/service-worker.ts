import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';

/*
 * Builds src/pwa/service-worker.ts into dist/sw.js (docs/decisions/066-installable-app.md) with
 * the list of files to keep for offline use — the built scripts, styles and fonts, the bare
 * index.html, the manifest and its icons — and a version made from their contents, so any
 * change to the build makes a new worker and a new cache.
 */

const SOURCE = fileURLToPath(new URL('../src/pwa/service-worker.ts', import.meta.url));
/** public/ files the shell needs offline (copied to dist/ as they are). */
const PUBLIC_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

export function serviceWorker(): Plugin {
  return {
    name: 'zetelpoule-service-worker',
    apply: 'build',
    // After the HTML plugin, so index.html is in the bundle and in the version.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const built: string[] = [];
      for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) =>
        a < b ? -1 : 1,
      )) {
        if (fileName.startsWith('.') || fileName.endsWith('.map')) continue;
        hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
        // Admin pages are the admin's: players never load them, so they are not kept for them.
        const forPlayers = fileName.startsWith('assets/') && !fileName.startsWith('assets/admin');
        if (forPlayers || fileName === 'index.html') built.push(`/${fileName}`);
      }
      const precache = [...built, ...PUBLIC_FILES];
      const version = hash.digest('hex').slice(0, 16);
      const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, {
        lang: 'ts',
        define: {
          __ZP_PRECACHE__: JSON.stringify(precache),
          __ZP_VERSION__: JSON.stringify(version),
        },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
