import { LogOut, Menu, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { nl } from '../../i18n/nl';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { displayName } from '../../lib/user';
import { BrandLink } from './brand-link';

export type NavItem = { to: string; label: string; icon: LucideIcon };

const t = nl.nav;

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
    isActive ? 'bg-white/15 text-white' : 'text-navy-100 hover:bg-white/10 hover:text-white',
  );
}

/**
 * The navbar for signed-in users: title, the user's name and e-mail, an ADMIN badge for
 * staff, the navigation buttons it is given, logout, and a hamburger menu below 768 px
 * (Tailwind's `md` breakpoint is MOBILE_BREAKPOINT_PX).
 */
export function Navbar({ items }: { items: NavItem[] }) {
  const { user, isAdmin, logout } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  if (user === null) return null;

  async function handleLogout() {
    setIsLoggingOut(true);
    await logout();
  }

  const name = displayName(user);
  // An admin's six links do not fit beside the name with their labels on any laptop width:
  // icons with a tooltip (and the label for screen readers); a player's four get labels.
  const isLong = items.length > 4;
  const labelClasses = isLong ? 'sr-only' : 'sr-only lg:not-sr-only';
  const logoutLabel = isLoggingOut ? t.loggingOut : t.logout;

  return (
    <header className="surface-dark sticky top-0 z-40 border-b border-white/10 bg-navy-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink to="/dashboard" />

        <nav aria-label={t.label} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClasses} title={label}>
                  <Icon aria-hidden="true" className="size-4" />
                  <span className={labelClasses}>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-3 md:flex">
          <div className="min-w-0 text-right leading-tight">
            <p className="flex items-center justify-end gap-2 text-sm font-semibold text-white">
              {isAdmin && <Badge tone="oranje">{t.adminBadge}</Badge>}
              <span className="max-w-44 truncate">{name}</span>
            </p>
            <p className="max-w-56 truncate text-xs text-navy-200">{user.email}</p>
          </div>
          <Button
            variant="outlineOnDark"
            size="sm"
            onClick={handleLogout}
            disabled={isLoggingOut}
            title={logoutLabel}
          >
            <LogOut aria-hidden="true" className="size-4" />
            <span className={isLong ? 'sr-only xl:not-sr-only' : 'sr-only lg:not-sr-only'}>
              {logoutLabel}
            </span>
          </Button>
        </div>

        <Button
          ref={toggleRef}
          variant="ghostOnDark"
          size="sm"
          className="ml-auto md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">{isMenuOpen ? t.closeMenu : t.openMenu}</span>
        </Button>
      </div>

      {isMenuOpen && (
        <div id={menuId} className="border-t border-white/10 px-4 pt-4 pb-5 md:hidden">
          <div className="mb-4 flex items-center justify-between gap-3 rounded-xl bg-white/5 p-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-white">{name}</p>
              <p className="truncate text-sm text-navy-200">{user.email}</p>
            </div>
            {isAdmin && <Badge tone="oranje">{t.adminBadge}</Badge>}
          </div>
          <nav aria-label={t.label}>
            <ul className="space-y-1">
              {items.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={navLinkClasses} onClick={() => setIsMenuOpen(false)}>
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button
            variant="outlineOnDark"
            className="mt-4 w-full"
            onClick={handleLogout}
            disabled={isLoggingOut}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {logoutLabel}
          </Button>
        </div>
      )}
    </header>
  );
}
