import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { results as resultsTexts } from '../../../i18n/nl-results';

const t = resultsTexts.explainer;

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-navy-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /uitleg/eerste-kamer: how the game turns the Staten seats into an Eerste Kamer, for players
 * (docs/rules/eerste-kamer-projection.md). Public: the results page and anyone can link here.
 */
export function ProjectionExplainerPage() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-14">
      <DocumentTitle title={t.pageTitle} />
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t.intro}</p>

      <Block id="explainer-steps" title={t.stepsTitle}>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700 marker:font-bold marker:text-oranje-600">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Block>
      <Block id="explainer-live" title={t.liveTitle}>
        <p className="mt-3 text-slate-700">{t.live}</p>
      </Block>
      <Block id="explainer-lot" title={t.lotTitle}>
        <p className="mt-3 text-slate-700">{t.lot}</p>
      </Block>
      <Block id="explainer-simpler" title={t.simplerTitle}>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {t.simpler.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Block>

      <Link
        to="/uitslag"
        className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
    </article>
  );
}
