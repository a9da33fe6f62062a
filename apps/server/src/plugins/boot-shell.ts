import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/escape-html';

/**
 * A page's first screen in its HTML, before any JavaScript (docs/decisions/036-boot-shells.md).
 * The web build renders the shells with the app's own components (apps/web/build/boot-shells.ts)
 * and the server puts one in place of index.html's "wordt geladen…" line.
 */
export type BootShell = { title: string; html: string };

/** Written by the web build next to Vite's manifest. */
const BOOT_SHELLS_FILE = path.join('.vite', 'boot-shells.json');

/**
 * index.html as the web build writes it for pages with a shell: only the shells' rules inline,
 * the stylesheet linked after them (docs/decisions/043-critical-stylesheet.md).
 */
const SHELL_DOCUMENT_FILE = path.join('.vite', 'index-with-shell.html');

/** index.html's placeholder inside #root (apps/web/index.html). */
const LOADING_LINE = /<p class="boot-status">[^<]*<\/p>/;

/** The shells of a build, by page name; none for an older build or a build without them. */
export function readBootShells(distDir: string): Map<string, BootShell> {
  const file = path.join(distDir, BOOT_SHELLS_FILE);
  if (!existsSync(file)) return new Map();
  const shells = JSON.parse(readFileSync(file, 'utf8')) as Record<string, BootShell>;
  return new Map(Object.entries(shells));
}

/** The document pages with a boot shell start from; `indexHtml` for a build without one. */
export function readShellDocument(distDir: string, indexHtml: string): string {
  const file = path.join(distDir, SHELL_DOCUMENT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : indexHtml;
}

/** `html` showing `shell` until the app renders, titled like the page. */
export function withBootShell(html: string, shell: BootShell): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace(LOADING_LINE, () => shell.html);
}
