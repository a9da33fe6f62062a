import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { HeroSection } from '../../features/landing/components/hero-section';
import { auth as authTexts } from '../../i18n/nl-auth';
import { landing as landingTexts } from '../../i18n/nl-landing';
import { INVITE_SHELL_SUFFIX } from '@zetelpoule/shared/constants';

/**
 * What a page shows before its JavaScript has run, rendered once at build time
 * (apps/web/build/boot-shells.ts) and written into the page's HTML by the server
 * (docs/decisions/036-boot-shells.md). Only static first screens qualify (the login card, the
 * landing hero). The markup is the real component's, so React's first render puts the same text
 * in the same place and nothing moves.
 */
export function bootShells(): Record<string, BootShell> {
  return {
    // The hero as a signed-out visitor sees it. A signed-in player is sent on to the dashboard
    // once the app runs (the route guard), as from /login.
    landing: { title: landingTexts.pageTitle, html: heroShell() },
    login: authCardShell(authTexts.login),
    register: authCardShell(authTexts.register),
    // The same pages reached from an invite (`?returnTo=/league/join/…`) say so, as the pages
    // do themselves; the server picks these by the query string (plugins/web-app.ts).
    [`login${INVITE_SHELL_SUFFIX}`]: authCardShell({
      title: authTexts.login.title,
      intro: authTexts.invite.loginIntro,
    }),
    [`register${INVITE_SHELL_SUFFIX}`]: authCardShell({
      title: authTexts.register.title,
      intro: authTexts.invite.registerIntro,
    }),
  };
}

/** A page's title and the markup that stands in #root until the app renders. */
export type BootShell = { title: string; html: string };

function heroShell(): string {
  // The links are plain <a href>: tapped before the app runs, they load that page. The
  // "how it works" button does nothing until then, and the illustration's seats come with
  // the app (its frame keeps their place).
  return renderToStaticMarkup(
    <MemoryRouter>
      <HeroSection onHowItWorks={() => undefined} withSeats={false} />
    </MemoryRouter>,
  );
}

function authCardShell({ title, intro }: { title: string; intro: string }): BootShell {
  const markup = renderToStaticMarkup(<AuthCard title={title} intro={intro} />);
  // React puts a page's <title> into <head>; in HTML it goes there too, not into #root.
  const match = /^<title>([^<]*)<\/title>/.exec(markup);
  return { title: match?.[1] ?? title, html: markup.slice(match?.[0].length ?? 0) };
}
