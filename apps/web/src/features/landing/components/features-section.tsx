import { ChartLine, Flag, Trophy, Users, Vote, type LucideIcon } from 'lucide-react';
import type { ElectionCategoryInfo } from '@zetelpoule/shared/rules/election-category';
import { landing as landingTexts } from '../../../i18n/nl-landing';

const t = landingTexts.features;

const features = (
  words: ElectionCategoryInfo | null,
): Array<{ icon: LucideIcon; title: string; text: string }> => [
  { icon: Vote, title: t.predict.title, text: t.predict.text(words) },
  { icon: Trophy, title: t.points.title, text: t.points.text },
  { icon: Flag, title: t.national.title, text: t.national.text },
  { icon: Users, title: t.pools.title, text: t.pools.text },
  { icon: ChartLine, title: t.progress.title, text: t.progress.text },
];

/** `words`: the active election's, to name its chamber; null while not known. */
export function FeaturesSection({ words }: { words: ElectionCategoryInfo | null }) {
  return (
    <section aria-labelledby="features-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-title"
            className="text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl"
          >
            {t.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t.intro}</p>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {features(words).map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="w-full rounded-2xl border border-slate-200 bg-slate-50 p-6 transition-shadow hover:shadow-md sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
            >
              <div className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-oranje-400">
                <Icon aria-hidden="true" className="size-6" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-navy-950">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
