import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform, type Selector } from 'lightningcss';

/*
 * The part of the app's stylesheet that a page's first screen needs before anything else has
 * arrived (docs/decisions/043-critical-stylesheet.md). The HTML carries these rules; the whole
 * stylesheet follows it as a file of its own.
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
function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (entity: string, name: string) => {
    const decoded: Record<string, string> = {
      amp: '&',
      quot: '"',
      lt: '<',
      gt: '>',
      '#x27': "'",
      '#39': "'",
    };
    return decoded[name] ?? entity;
  });
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

/**
 * Rewrites the built `index.html`: the rules its first screens need (the boot shells' and the
 * loading line's, `shellsHtml`) in a `<style>` where Vite linked the stylesheet, and the link
 * itself at the end of `<body>`. There it no longer holds up the first paint: Chromium paints
 * what comes before an in-body stylesheet while it loads, and still runs the deferred module
 * scripts only once it is in, so the app never renders unstyled.
 */
export async function inlineCriticalStylesheet(
  outDir: string,
  shellsHtml: string[],
): Promise<void> {
  const indexFile = path.join(outDir, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  const link = STYLESHEET_LINK.exec(html);
  if (!link) throw new Error('index.html links no stylesheet: nothing to split.');
  const css = await readFile(path.join(outDir, link[1]!), 'utf8');
  const used = classesIn([html, ...shellsHtml].join('\n'));
  const critical = criticalCss(css, used);
  // A `</style>` inside the CSS would end the element early; Tailwind writes none.
  if (critical.includes('</style')) throw new Error('The critical rules contain </style>.');
  const rewritten = html
    .replace(link[0], () => `<style>${critical}</style>`)
    .replace('</body>', () => `  ${link[0]}\n  </body>`);
  await writeFile(indexFile, rewritten);
}
