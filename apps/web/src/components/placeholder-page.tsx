import { Construction } from 'lucide-react';
import { nl } from '../i18n/nl';
import { ButtonLink } from './ui/button';
import { Card } from './ui/card';
import { DocumentTitle } from './document-title';

/**
 * The honest stand-in for a page that a later issue builds: its title and a notice. Each
 * route module in app/routes that renders it is replaced as a whole by the real page.
 */
export function PlaceholderPage({
  title,
  backLink = { to: '/', label: nl.common.backHome },
}: {
  title: string;
  /** Where the page offers to go instead; null on a page that is itself the start. */
  backLink?: { to: string; label: string } | null;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-20">
      <DocumentTitle title={title} />
      <Card className="p-8 text-center sm:p-12">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-oranje-100 text-oranje-700">
          <Construction aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-600">{nl.placeholder.text}</p>
        {backLink && (
          <ButtonLink to={backLink.to} variant="outline" className="mt-8">
            {backLink.label}
          </ButtonLink>
        )}
      </Card>
    </div>
  );
}
