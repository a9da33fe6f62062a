import { ButtonLink } from '../../../components/ui/button';
import { landing as landingTexts } from '../../../i18n/nl-landing';

const t = landingTexts.cta;

export function CtaSection() {
  return (
    <section
      aria-labelledby="cta-title"
      className="bg-slate-50 px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8"
    >
      <div className="surface-dark mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-navy-900 to-navy-800 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-navy-100">{t.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/register" size="lg">
            {t.start}
          </ButtonLink>
          <ButtonLink to="/login" size="lg" variant="outlineOnDark">
            {t.login}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
