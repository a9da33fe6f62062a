import { ArrowDown } from 'lucide-react';
import type { ElectionCategoryInfo } from '@zetelpoule/shared/rules/election-category';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { landing as landingTexts } from '../../../i18n/nl-landing';
import { HemicycleIllustration } from './hemicycle-illustration';

const t = landingTexts.hero;

export function HeroSection({
  onHowItWorks,
  words = null,
}: {
  onHowItWorks: () => void;
  /** The active election's words; null while no election is known. */
  words?: ElectionCategoryInfo | null;
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="surface-dark relative overflow-hidden bg-navy-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-navy-700),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <Badge tone="onDark">{words === null ? t.eyebrow : t.eyebrowFor(words)}</Badge>
          <h1
            id="hero-title"
            className="mt-5 text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            {t.title}
          </h1>
          <p className="mt-3 text-2xl font-semibold text-oranje-300 sm:text-3xl">{t.subtitle}</p>
          <p className="mt-5 max-w-xl text-lg text-navy-100">{t.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to="/register" size="lg">
              {t.register}
            </ButtonLink>
            <ButtonLink to="/login" size="lg" variant="outlineOnDark">
              {t.login}
            </ButtonLink>
            <Button size="lg" variant="ghostOnDark" onClick={onHowItWorks}>
              {t.howItWorks}
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <HemicycleIllustration className="w-full" />
        </div>
      </div>
    </section>
  );
}
