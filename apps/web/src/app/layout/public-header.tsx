import { ButtonLink } from '../../components/ui/button';
import { nl } from '../../i18n/nl';
import { BrandLink } from './brand-link';

/** The header for visitors who are not signed in; the actions wait until auth is known. */
export function PublicHeader({ showActions }: { showActions: boolean }) {
  return (
    <header className="surface-dark border-b border-white/10 bg-navy-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        {showActions && (
          <div className="flex items-center gap-1.5 sm:gap-2">
            <ButtonLink to="/login" variant="ghostOnDark" size="sm">
              {nl.nav.login}
            </ButtonLink>
            {/* The narrowest phones keep one action; the page itself offers the other. */}
            <ButtonLink to="/register" size="sm" className="max-[379px]:hidden">
              {nl.nav.register}
            </ButtonLink>
          </div>
        )}
      </div>
    </header>
  );
}
