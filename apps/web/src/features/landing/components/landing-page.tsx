import { useRef, useState } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { landing as landingTexts } from '../../../i18n/nl-landing';
import { categoryInfo } from '@zetelpoule/shared/rules/election-category';
import { electionCategoryOnPage } from '../../../lib/election-on-page';
import { AboutSection } from './about-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { RulesSection } from './rules-section';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The landing page. Auth (spinner, redirect to /dashboard) is the route guard's job. */
export function LandingPage() {
  const rulesRef = useRef<HTMLElement>(null);
  const rulesHeadingRef = useRef<HTMLHeadingElement>(null);
  // The active election as the server wrote it into the page; without it (no active election)
  // neutral words that name no chamber.
  const [category] = useState(electionCategoryOnPage);
  const words = category === null ? null : categoryInfo(category);

  function showRules() {
    rulesRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    // Keyboard and screen-reader users continue reading where the page scrolled to.
    rulesHeadingRef.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <DocumentTitle
        title={words === null ? landingTexts.pageTitle : landingTexts.pageTitleFor(words)}
        raw
      />
      <HeroSection onHowItWorks={showRules} words={words} />
      <FeaturesSection words={words} />
      <RulesSection ref={rulesRef} headingRef={rulesHeadingRef} words={words} />
      <CtaSection />
      <AboutSection />
    </>
  );
}
