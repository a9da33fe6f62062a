import { ExternalLink, Mail, MessageCircleQuestion } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { nl } from '../../../i18n/nl';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { CONTACT_EMAIL, SOCIAL_MEDIA_URL } from '../../../lib/site';

const t = leagueTexts.contact;

/** League: the contact card below the sub-leagues. */
export function ContactCard() {
  return (
    <Card className="flex flex-col gap-4 bg-gradient-to-br from-white to-navy-50 p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-navy-100 text-navy-700">
        <MessageCircleQuestion aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-navy-950">{t.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{t.text}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Mail aria-hidden="true" className="size-4" />
          {t.mail}
        </a>
        <a
          href={SOCIAL_MEDIA_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {t.social}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{nl.common.opensInNewTab}</span>
        </a>
      </div>
    </Card>
  );
}
