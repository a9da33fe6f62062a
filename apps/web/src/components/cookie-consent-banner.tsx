import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, Cookie } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_BANNER_DELAY_MS } from '@zetelpoule/shared/constants';
import { nl } from '../i18n/nl';
import { storage, type CookieConsent } from '../lib/storage';
import { Button } from './ui/button';

const t = nl.cookie;

const CATEGORIES = [
  { ...t.categories.essential, status: t.alwaysOn, isUsed: true },
  { ...t.categories.analytical, status: t.notUsed, isUsed: false },
  { ...t.categories.functional, status: t.notUsed, isUsed: false },
];

/**
 * Shown 1 s after load when no choice is stored; the choice and its date are kept
 * in localStorage. Only essential storage is used either way, and the banner says so.
 */
export function CookieConsentBanner() {
  const [isVisible, setIsVisible] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (storage.getCookieConsent() !== null) return;
    const timer = setTimeout(() => setIsVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function choose(choice: CookieConsent['choice']) {
    storage.setCookieConsent({ choice, date: new Date().toISOString() });
    setIsVisible(false);
  }

  if (!isVisible) return null;

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-0 bottom-0 z-50 p-3 motion-safe:animate-slide-up sm:p-5"
    >
      <div className="mx-auto max-h-[85vh] max-w-3xl overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-900/10 sm:p-6">
        <div className="flex gap-4">
          <div className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-oranje-100 text-oranje-700 sm:flex">
            <Cookie aria-hidden="true" className="size-6" />
          </div>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-bold text-navy-950">
              {t.title}
            </h2>
            <p id={textId} className="mt-1 text-sm text-slate-600">
              {t.text}
            </p>

            <Collapsible.Root open={isOpen} onOpenChange={setIsOpen} className="mt-3">
              <Collapsible.Trigger className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-navy-700 underline-offset-4 hover:underline">
                {isOpen ? t.hideDetails : t.showDetails}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </Collapsible.Trigger>
              <Collapsible.Content className="mt-3">
                <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                  {CATEGORIES.map((category) => (
                    <li key={category.title} className="p-3 sm:p-4">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h3 className="text-sm font-semibold text-navy-950">{category.title}</h3>
                        <span
                          className={
                            category.isUsed
                              ? 'rounded-full bg-navy-100 px-2 py-0.5 text-xs font-semibold text-navy-800'
                              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
                          }
                        >
                          {category.status}
                        </span>
                      </div>
                      <p className="mt-1 text-sm text-slate-600">{category.text}</p>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-slate-600">
                  {t.note}{' '}
                  <Link
                    to="/legal"
                    className="font-semibold text-navy-700 underline underline-offset-4"
                  >
                    {t.privacyLink}
                  </Link>
                </p>
              </Collapsible.Content>
            </Collapsible.Root>
          </div>
        </div>

        <div className="mt-5 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="outline" onClick={() => choose('declined')}>
            {t.decline}
          </Button>
          <Button variant="secondary" onClick={() => choose('accepted')}>
            {t.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
