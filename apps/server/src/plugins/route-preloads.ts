/**
 * Per-page `<link rel="modulepreload">` hints in index.html: the server knows which page a URL
 * opens, so it names that page's chunks and the browser fetches them alongside the entry,
 * instead of in a second round after it (docs/decisions/023-page-preloads.md).
 */

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) this module reads. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; src?: string }
>;

/** Page modules: apps/web/src/app/routes/<page>.tsx, one per route of the router. */
const PAGE_MODULE = /^src\/app\/routes\/([a-z0-9-]+)\.tsx$/;

/** Each page's chunks (its own and what it imports), minus what index.html already loads. */
export function pagePreloads(manifest: ViteManifest): Map<string, string[]> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set(entry ? chunkFiles(manifest, entry.src ?? 'index.html') : []);
  const pages = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const page = PAGE_MODULE.exec(key)?.[1];
    if (page === undefined) continue;
    pages.set(
      page,
      chunkFiles(manifest, key).filter((file) => !loadedByEntry.has(file)),
    );
  }
  return pages;
}

/** A chunk's file and, depth first, the files of every chunk it imports statically. */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (chunk === undefined || seen.has(key)) return [];
  seen.add(key);
  const files = [chunk.file];
  for (const imported of chunk.imports ?? []) files.push(...chunkFiles(manifest, imported, seen));
  return files;
}

/**
 * The page a URL path opens. Page modules are named after their path with `/` as `-`, so the
 * longest run of leading segments that names a page wins: `/league/join/ABC` is `league-join`,
 * `/reset-password/TOKEN` is `reset-password`, `/` is `landing`. Unknown paths open no page
 * (the router sends them to /).
 */
export function pageFor(urlPath: string, pages: ReadonlySet<string>): string | undefined {
  const segments = urlPath.split('?')[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return pages.has('landing') ? 'landing' : undefined;
  for (let n = segments.length; n > 0; n--) {
    const name = segments.slice(0, n).join('-').toLowerCase();
    if (pages.has(name)) return name;
  }
  return undefined;
}

/** index.html with a modulepreload link per file, just before `</head>`. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}
