import { Mail } from 'lucide-react';
import { LEGAL_LAST_UPDATED } from '@zetelpoule/shared/constants';
import { formatCalendarDay } from '@zetelpoule/shared/rules/deadline-format';
import { legal as legalTexts } from '../../../i18n/nl-legal';
import { CONTACT_EMAIL } from '../../../lib/site';

const t = legalTexts;

/** "24 november 2026": the ISO date read as a calendar day, whatever the viewer's time zone. */
export function legalDate(isoDate: string): string {
  return formatCalendarDay(isoDate);
}

export type LegalSection = {
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  after?: string;
};

/** One legal text: its title, the date, its sections and the contact address. */
export function LegalDocument({
  title,
  sections,
}: {
  title: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article>
      <header className="border-b border-slate-200 pb-6">
        <h2 className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">{title}</h2>
        <p className="mt-2 text-sm text-slate-600">
          {t.lastUpdated(legalDate(LEGAL_LAST_UPDATED))}
        </p>
      </header>

      <div className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <section key={section.title}>
            <h3 className="text-lg font-semibold text-navy-950">
              <span className="text-oranje-700 tabular-nums">{index + 1}.</span> {section.title}
            </h3>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-oranje-600">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.after && (
              <p className="mt-3 leading-relaxed text-slate-700">{section.after}</p>
            )}
          </section>
        ))}
      </div>

      <aside
        aria-label={t.contactTitle}
        className="mt-10 flex flex-col gap-3 rounded-2xl bg-navy-50 p-5 ring-1 ring-navy-100 sm:flex-row sm:items-center"
      >
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-oranje-400">
          <Mail aria-hidden="true" className="size-5" />
        </div>
        <p className="text-slate-700">
          <span className="font-semibold text-navy-950">{t.contactTitle}</span> {t.contactText}{' '}
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="font-semibold whitespace-nowrap text-navy-700 underline underline-offset-4"
          >
            {CONTACT_EMAIL}
          </a>
        </p>
      </aside>
    </article>
  );
}
