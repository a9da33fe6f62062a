import { Calculator, ListChecks, Trophy, UserPlus, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { FIRST_COUNT_CANDIDATES_DEFAULT } from '@zetelpoule/shared/constants';
import type { ElectionCategoryInfo } from '@zetelpoule/shared/rules/election-category';
import { landing as landingTexts } from '../../../i18n/nl-landing';
import { signInProvidersOnPage } from '../../../lib/sign-in-on-page';
import { ScoringTable } from './scoring-table';

const t = landingTexts.rules;

// "Schiermonnikoog, Vlieland of Rozendaal", as Intl.ListFormat('nl', disjunction) writes it,
// without loading ICU's locale data on the landing page (see deadline-format.ts).
const firstCountChoices = [
  FIRST_COUNT_CANDIDATES_DEFAULT.slice(0, -1).join(', '),
  ...FIRST_COUNT_CANDIDATES_DEFAULT.slice(-1),
]
  .filter(Boolean)
  .join(' of ');

/** "Google of Microsoft", as configured on the server; null without any. */
function signInServices(): string | null {
  const names = (signInProvidersOnPage() ?? []).map((p) => t.signInServices[p]);
  return names.length > 0 ? names.join(' of ') : null;
}

const steps = (
  words: ElectionCategoryInfo | null,
): Array<{ icon: LucideIcon; title: string; text: string }> => [
  { icon: UserPlus, title: t.account.title, text: t.account.text(signInServices()) },
  {
    icon: ListChecks,
    title: t.predict.title,
    text: t.predict.text(words, firstCountChoices),
  },
  { icon: Calculator, title: t.score.title, text: t.score.text },
  { icon: Trophy, title: t.compete.title, text: t.compete.text },
];

export const RULES_SECTION_ID = 'spelregels';

export function RulesSection({
  ref,
  headingRef,
  words,
}: {
  ref?: Ref<HTMLElement>;
  /** The active election's words; null while not known (then it names no chamber). */
  words: ElectionCategoryInfo | null;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      ref={ref}
      id={RULES_SECTION_ID}
      aria-labelledby="rules-title"
      className="scroll-mt-4 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            ref={headingRef}
            id="rules-title"
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-navy-950 focus:outline-none sm:text-4xl"
          >
            {t.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t.intro}</p>
        </div>

        <ol className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2">
          {steps(words).map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-full bg-oranje-500 text-lg font-bold text-navy-950">
                  <span className="sr-only">{t.stepLabel(index + 1)}: </span>
                  <span aria-hidden="true">{index + 1}</span>
                </span>
                <Icon aria-hidden="true" className="size-6 text-navy-400" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-navy-950">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>

        <ScoringTable category={words?.category ?? null} />
      </div>
    </section>
  );
}
