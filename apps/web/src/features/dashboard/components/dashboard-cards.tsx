import { ClipboardList, Mail, ShieldCheck, Trophy, UserRound, UserSearch } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { nl } from '../../../i18n/nl';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { CONTACT_EMAIL, SOCIAL_MEDIA_URL } from '../../../lib/site';

const t = dashboardTexts.cards;

function LinkCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-navy-100 text-navy-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-bold text-navy-950">{title}</h2>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600">{text}</p>
      <div className="mt-4 flex flex-wrap gap-2">{children}</div>
    </Card>
  );
}

const externalLinkClasses =
  'inline-flex min-h-9 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-slate-50';

/** Below the sections, the admin panel (staff only), league, profile and contact. */
export function DashboardCards({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {isAdmin && (
        <LinkCard icon={ShieldCheck} title={t.admin.title} text={t.admin.text}>
          <ButtonLink to="/admin/election-results" variant="secondary" size="sm">
            <ClipboardList aria-hidden="true" className="size-4" />
            {t.admin.results}
          </ButtonLink>
          <ButtonLink to="/admin/user-search" variant="outline" size="sm">
            <UserSearch aria-hidden="true" className="size-4" />
            {t.admin.users}
          </ButtonLink>
        </LinkCard>
      )}
      <LinkCard icon={Trophy} title={t.league.title} text={t.league.text}>
        <ButtonLink to="/league" variant="outline" size="sm">
          {t.league.action}
        </ButtonLink>
      </LinkCard>
      <LinkCard icon={UserRound} title={t.profile.title} text={t.profile.text}>
        <ButtonLink to="/profile" variant="outline" size="sm">
          {t.profile.action}
        </ButtonLink>
      </LinkCard>
      <LinkCard icon={Mail} title={t.contact.title} text={t.contact.text}>
        <a href={`mailto:${CONTACT_EMAIL}`} className={externalLinkClasses}>
          {t.contact.email}
        </a>
        <a
          href={SOCIAL_MEDIA_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={externalLinkClasses}
        >
          {t.contact.social}
          <span className="sr-only"> {nl.common.opensInNewTab}</span>
        </a>
      </LinkCard>
    </div>
  );
}
