import { ExternalLink } from 'lucide-react';
import { nl } from '../../../i18n/nl';
import { landing as landingTexts } from '../../../i18n/nl-landing';
import { SOCIAL_MEDIA_URL } from '../../../lib/site';

const t = landingTexts.about;

export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="about-title" className="text-3xl font-bold tracking-tight text-navy-950">
          {t.title}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t.text}</p>
        <p className="mt-3 text-slate-600">{t.independent}</p>
        <a
          href={SOCIAL_MEDIA_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex items-center gap-2 rounded-md font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
        >
          {t.social}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{nl.common.opensInNewTab}</span>
        </a>
      </div>
    </section>
  );
}
