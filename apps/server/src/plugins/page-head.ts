import { escapeHtml } from '../lib/escape-html';

/**
 * What a page's index.html says about it before any JavaScript runs: its title and the Open
 * Graph and Twitter card tags that link previews (WhatsApp, Signal, Slack, …) read. Crawlers
 * do not run the app, so the server writes them into the HTML.
 */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a 1200×630 image, if the page has one. */
  image?: string;
  /**
   * The active election's category (TK, PS, EP), for a page that names it before any call:
   * the landing page reads it from `<meta name="zetelpoule:election">` (a visitor cannot ask).
   */
  electionCategory?: string;
  /**
   * The social sign-in providers configured, for a page that offers them before any call
   * (`<meta name="zetelpoule:sign-in">`, space-separated, empty when there are none).
   */
  signInProviders?: readonly string[];
};

/** index.html with `head`'s title, description and preview tags. */
export function withHead(html: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Zetelpoule'),
    meta('property', 'og:locale', 'nl_NL'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.electionCategory ? [meta('name', 'zetelpoule:election', head.electionCategory)] : []),
    ...(head.signInProviders
      ? [meta('name', 'zetelpoule:sign-in', head.signInProviders.join(' '))]
      : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '')
    .replace(
      '</head>',
      `    ${meta('name', 'description', head.description)}\n    ${tags.join('\n    ')}\n  </head>`,
    );
}
