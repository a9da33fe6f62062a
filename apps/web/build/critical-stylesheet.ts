import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform, type Selector } from 'lightningcss';
import { CRITICAL_STYLESHEET_ID } from '../src/app/critical-stylesheet.ts';

/*
 * The part of the app's stylesheet that a boot shell needs before anything else has arrived
 * (docs/decisions/043-critical-stylesheet.md). The HTML of a page with a shell carries these
 * rules; the whole stylesheet follows it as a file of its own.
 */

/** Every class named in a `class="…"` attribute of `html`. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) {
      if (name) classes.add(decodeEntities(name));
    }
  }
  return classes;
}

/** React escapes `&`, `"`, `<`, `>` and `'` in attributes; class names may hold `&` (`[&_svg]:…`). */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#x27;': "'",
  '&#39;': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|quot|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * `css` without the style rules that only apply to classes outside `used`. Everything that is
 * not a class rule stays: the theme's variables, the base layer (element selectors), `@property`
 * and `@keyframes`. A selector is kept when every class it names is used, except a class inside
 * `:not(…)`, which narrows rather than requires.
 */
export function criticalCss(css: string, used: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'critical.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter((selector) =>
            namedClasses(selector).every((name) => used.has(name)),
          );
          if (selectors.length === 0) return [];
          // Unchanged rules are not handed back: lightningcss cannot read some of its own
          // declarations back in (a failed round trip), and there is nothing to change.
          if (selectors.length === rule.value.selectors.length) return undefined;
          return { ...rule, value: { ...rule.value, selectors } };
        },
      },
    },
  });
  return code.toString();
}

/** The classes a selector requires, pseudo-classes such as `:where(…)` and `:is(…)` included. */
function namedClasses(selector: Selector): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const component = node as { type?: string; kind?: string; name?: unknown };
    if (component.type === 'class' && typeof component.name === 'string') {
      names.push(component.name);
      return;
    }
    if (component.type === 'pseudo-class' && component.kind === 'not') return;
    Object.values(node).forEach(visit);
  };
  visit(selector);
  return names;
}

/** How Vite links the entry's stylesheet in index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;

/** Where the server finds the document for pages with a boot shell (hidden from browsers). */
const SHELL_INDEX_FILE = '.vite/index-with-shell.html';

/**
 * Writes the two shapes of the built `index.html` (decisions 040 and 043): `index.html`, for the
 * signed-in pages, with the whole stylesheet inline (its link kept `disabled`, so Vite's preload
 * helper does not fetch it); `SHELL_INDEX_FILE`, for pages with a boot shell, with only the
 * shells' rules inline and the link at the end of `<body>`, where it does not hold up the first
 * paint while the module scripts still wait for it.
 */
export async function writeStylesheetVariants(outDir: string, shellsHtml: string[]): Promise<void> {
  const indexFile = path.join(outDir, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  const link = STYLESHEET_LINK.exec(html);
  if (!link) throw new Error('index.html links no stylesheet.');
  const css = await readFile(path.join(outDir, link[1]!), 'utf8');
  const critical = criticalCss(css, classesIn([html, ...shellsHtml].join('\n')));
  // A `</style>` inside the CSS would end the element early; Tailwind writes none.
  if (css.includes('</style')) throw new Error('The stylesheet contains </style>.');
  const inline = html.replace(
    link[0],
    () => `<style>${css}</style><link rel="stylesheet" href="/${link[1]}" disabled>`,
  );
  const withShell = html
    .replace(link[0], () => `<style id="${CRITICAL_STYLESHEET_ID}">${critical}</style>`)
    .replace('</body>', () => `  ${link[0]}\n  </body>`);
  await writeFile(indexFile, inline);
  await writeFile(path.join(outDir, SHELL_INDEX_FILE), withShell);
}
