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
 * Renders the pages' boot shells (src/app/prerender/boot-shells.tsx) with the real components
 * once the bundle is written, and leaves them in the build for the server to put into those
 * pages' HTML (docs/decisions/036-boot-shells.md). Then writes index.html with the stylesheet
 * inline, and the document for the pages with a shell with only the shells' rules (043).
 *
 * `writeBundle`, not `closeBundle`: every plugin's `writeBundle` has finished before any
 * `closeBundle` starts, so the precompressed copies (build/precompress.ts) are made of the
 * rewritten index.html.
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
