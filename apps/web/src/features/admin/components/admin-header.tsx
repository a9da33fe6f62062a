import { ClipboardList, Home, UserSearch, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';

const t = adminTexts.nav;

const LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard', label: t.home, icon: Home },
  { to: '/admin/election-results', label: t.electionResults, icon: ClipboardList },
  { to: '/admin/user-search', label: t.userSearch, icon: UserSearch },
];

/** The head of both admin pages: title, intro, the admin navigation and the page's actions. */
export function AdminHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
}) {
  return (
    // A div, not <header>: the page already has its one banner landmark, the navbar.
    <div className="border-b border-slate-200 bg-white">
      <DocumentTitle title={title} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-5 sm:px-6 sm:pt-8 lg:px-8">
        <nav aria-label={t.label}>
          <ul className="-ml-2 flex flex-wrap gap-1">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold transition-colors',
                      isActive
                        ? 'bg-navy-100 text-navy-900'
                        : 'text-navy-700 hover:bg-navy-50 hover:text-navy-900',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight text-navy-950 sm:text-3xl">
              {title}
            </h1>
            <p className="mt-1.5 text-slate-600">{intro}</p>
          </div>
          {actions && <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
      </div>
    </div>
  );
}
