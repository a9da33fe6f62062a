import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { bootShells as BootShells } from '../src/app/prerender/boot-shells';
import { writeStylesheetVariants } from './critical-stylesheet.ts';

/**
 * Where the server looks for the shells: hidden from browsers like the manifest next to it.
 * The document of the pages with a shell lies beside it (critical-stylesheet.ts).
 */
export const BOOT_SHELLS_FILE = '.vite/boot-shells.json';

/**
 * Renders the pages' boot shells with the real components once the bundle is written, for the
 * server to put into those pages' HTML (docs/decisions/036-boot-shells.md), then writes the two
 * index.html files (decision 043). In `writeBundle`, not `closeBundle`, so the precompressed
 * copies (build/precompress.ts) are made of the rewritten index.html.
 */
export function prerenderBootShells(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'zetelpoule:boot-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const { module } = await runnerImport<{ bootShells: typeof BootShells }>(
        path.join(root, 'src/app/prerender/boot-shells.tsx'),
        { root, configFile: false, logLevel: 'warn' },
      );
      const shells = module.bootShells();
      const file = path.join(outDir, BOOT_SHELLS_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(shells, null, 2));
      await writeStylesheetVariants(
        outDir,
        Object.values(shells).map((shell) => shell.html),
      );
    },
  };
}
