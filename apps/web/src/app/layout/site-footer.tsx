import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '@zetelpoule/shared/constants';
import { nl } from '../../i18n/nl';

export function SiteFooter() {
  return (
    <footer className="surface-dark bg-navy-950 text-navy-200">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-8 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <p>
          {nl.footer.copyright(COPYRIGHT_YEAR)}
          <span className="text-navy-300"> · {nl.footer.tagline}</span>
        </p>
        <Link
          to="/legal"
          className="rounded-md font-semibold text-white underline-offset-4 hover:underline"
        >
          {nl.footer.legal}
        </Link>
      </div>
    </footer>
  );
}
