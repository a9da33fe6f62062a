import { useRef } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { nl } from '../../../i18n/nl';
import { AboutSection } from './about-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { RulesSection } from './rules-section';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** SPEC §2 landing page. Auth (spinner, redirect to /dashboard) is the route guard's job. */
export function LandingPage() {
  const rulesRef = useRef<HTMLElement>(null);
  const rulesHeadingRef = useRef<HTMLHeadingElement>(null);

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
      <DocumentTitle title={nl.landing.pageTitle} raw />
      <HeroSection onHowItWorks={showRules} />
      <FeaturesSection />
      <RulesSection ref={rulesRef} headingRef={rulesHeadingRef} />
      <CtaSection />
      <AboutSection />
    </>
  );
}
