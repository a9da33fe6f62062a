import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { Button, ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { nl } from '../i18n/nl';
import { isChunkLoadError } from '../lib/chunk-load';

const t = nl.errors;

/**
 * The route `errorElement`: a render crash shows 'Onverwachte fout in de app'; a
 * route script that failed to load (offline, a new deploy, the 120 s timeout) offers a reload.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isChunkError = isChunkLoadError(error);
  const title = isChunkError ? t.chunkTitle : t.unexpectedTitle;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-16">
      <DocumentTitle title={title} />
      <Card className="w-full p-8 text-center sm:p-10">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-950">{title}</h1>
        <p className="mt-3 text-slate-600">{isChunkError ? t.chunkText : t.unexpectedText}</p>
        {import.meta.env.DEV && error instanceof Error && (
          <details className="mt-6 text-left text-sm text-slate-600">
            <summary className="cursor-pointer font-semibold">{t.details}</summary>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-100 p-3">{error.message}</pre>
          </details>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {isChunkError && (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t.reload}
            </Button>
          )}
          {/* A full navigation, not a client-side one: the router state itself may be broken. */}
          <ButtonLink to="/" reloadDocument variant={isChunkError ? 'outline' : 'secondary'}>
            {t.home}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
