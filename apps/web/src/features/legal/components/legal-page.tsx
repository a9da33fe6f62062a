import * as Tabs from '../../../components/ui/tabs';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { legal as legalTexts } from '../../../i18n/nl-legal';
import { LegalDocument } from './legal-document';

const t = legalTexts;

const TABS = ['privacy', 'terms'] as const;
type LegalTab = (typeof TABS)[number];

function isLegalTab(value: string | null): value is LegalTab {
  return TABS.some((tab) => tab === value);
}

const TRIGGER_CLASSES =
  'flex-1 rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-600 transition-colors hover:text-navy-900 data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm sm:flex-none';

const PANEL_CLASSES = 'mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10';

/** The legal page. The open tab lives in `?tab=` so either text can be linked to. */
export function LegalPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: LegalTab = isLegalTab(requested) ? requested : 'privacy';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <DocumentTitle title={t.pageTitle} />
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-3 text-lg text-slate-600">{t.intro}</p>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (isLegalTab(value)) setSearchParams({ tab: value }, { replace: true });
        }}
        className="mt-8"
      >
        <Tabs.List
          aria-label={t.tabsLabel}
          className="flex gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="privacy" className={TRIGGER_CLASSES}>
            {t.privacyTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="terms" className={TRIGGER_CLASSES}>
            {t.termsTab}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="privacy" className={PANEL_CLASSES}>
          <LegalDocument title={t.privacyTab} sections={t.privacy.sections} />
        </Tabs.Content>
        <Tabs.Content value="terms" className={PANEL_CLASSES}>
          <LegalDocument title={t.termsTab} sections={t.terms.sections} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
