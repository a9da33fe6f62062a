import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * Writes the app's stylesheet into index.html instead of linking it (docs/decisions/040).
 * The boot shell cannot paint before its stylesheet is in; linked, that is a second round
 * trip on a phone, and the file queued behind the twenty chunks a page preloads over six
 * HTTP/1.1 connections, so the first paint waited for the JavaScript too. Inline, the first
 * screen paints as soon as the HTML is read (~9 KB more of it, compressed). Styles of lazy
 * routes stay files of their own, loaded with their chunks.
 *
 * The link stays, disabled, beside the inlined copy: a disabled stylesheet is never fetched,
 * but Vite's preload helper, which loads the stylesheets a lazy chunk depends on (this one
 * among them) unless a `<link rel="stylesheet">` of that address is in the document, then
 * finds it and does not download and apply the whole stylesheet a second time when such a
 * chunk loads (e2e/crowd.spec.ts checks that no stylesheet is ever fetched).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'zetelpoule:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          // A `</style>` inside the CSS would end the element early; Tailwind writes none.
          const css = String(asset.source);
          if (css.includes('</style')) return link;
          return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
