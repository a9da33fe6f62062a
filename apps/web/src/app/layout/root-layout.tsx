import {
  ChartPie,
  ClipboardList,
  LayoutDashboard,
  Trophy,
  UserRound,
  UserSearch,
} from 'lucide-react';
import { Outlet } from 'react-router';
import { CookieConsentBanner } from '../../components/cookie-consent-banner';
import { nl } from '../../i18n/nl';
import { useAuth } from '../../lib/auth';
import { Navbar, type NavItem } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { PublicHeader } from './public-header';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';

const PLAYER_NAV: NavItem[] = [
  { to: '/dashboard', label: nl.nav.dashboard, icon: LayoutDashboard },
  { to: '/uitslag', label: nl.nav.results, icon: ChartPie },
  { to: '/league', label: nl.nav.league, icon: Trophy },
  { to: '/profile', label: nl.nav.profile, icon: UserRound },
];

const ADMIN_NAV: NavItem[] = [
  { to: '/admin/election-results', label: nl.nav.adminResults, icon: ClipboardList },
  { to: '/admin/user-search', label: nl.nav.adminUsers, icon: UserSearch },
];

export const MAIN_CONTENT_ID = 'inhoud';

/** The frame of every page: header, main landmark, footer and the cookie banner. */
export function RootLayout() {
  const { status, isAdmin } = useAuth();

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {nl.common.skipToContent}
      </a>
      <NavigationProgress />
      {status === 'authenticated' ? (
        <Navbar items={isAdmin ? [...PLAYER_NAV, ...ADMIN_NAV] : PLAYER_NAV} />
      ) : (
        <PublicHeader showActions={status === 'anonymous'} />
      )}
      {/* At least a screen tall: the footer starts below the fold, so a page whose data
          arrives late grows without pushing the footer through the view (no layout shift). */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex min-h-svh flex-1 flex-col focus:outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <CookieConsentBanner />
    </div>
  );
}
