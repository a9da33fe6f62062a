import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * Writes the app's stylesheet into index.html instead of linking it (docs/decisions/040).
 * The boot shell cannot paint before its stylesheet is in; linked, that is a second round
 * trip on a phone, and the file queued behind the twenty chunks a page preloads over six
 * HTTP/1.1 connections, so the first paint waited for the JavaScript too. Inline, the first
 * screen paints as soon as the HTML is read (~9 KB more of it, compressed). Styles of lazy
 * routes stay files of their own, loaded with their chunks.
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
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
