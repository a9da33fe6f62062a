import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { electionWords } from '../../../lib/election-category';
import { useSubleagueOverview } from '../api/get-subleague-overview';
import { LoadError } from './load-error';
import { OverviewTable } from './overview-table';

const t = leagueTexts.overview;
const LOCKED = 423;
const NOT_FOUND = 404;

/**
 * A sub-league side by side (Kicktipp's "Tippübersicht", docs/decisions/059-points-per-answer-and-the-subleague-overview.md): every member in
 * a row, every section in a column; after the result their points and the gap with yours,
 * before it (but after the deadline) their prediction and how far it is from yours.
 */
export function SubleagueOverviewPage() {
  const id = Number(useParams().subleagueId);
  const { user } = useAuth();
  const overview = useSubleagueOverview(id);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <DocumentTitle title={t.pageTitle} />
      <Link
        to="/league?tab=subpoules"
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-navy-700 hover:text-navy-950"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight break-words text-navy-950 sm:text-3xl">
        {overview.data ? t.title(overview.data.subleague.name) : t.pageTitle}
      </h1>

      {overview.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t.loading} />
        </div>
      ) : overview.isError ? (
        isApiError(overview.error) && overview.error.status === LOCKED ? (
          <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-navy-100 text-navy-700">
              <Lock aria-hidden="true" className="size-6" />
            </span>
            <p role="alert" className="max-w-sm font-semibold text-navy-900">
              {t.locked}
            </p>
            <p className="max-w-sm text-sm text-slate-600">{t.lockedHint}</p>
          </div>
        ) : isApiError(overview.error) && overview.error.status === NOT_FOUND ? (
          <Alert tone="error" className="mt-6">
            {overview.error.message}
          </Alert>
        ) : (
          <LoadError
            className="mt-6"
            message={t.failed}
            onRetry={() => void overview.refetch()}
            isRetrying={overview.isFetching}
          />
        )
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-slate-600">
            {overview.data.scored ? t.introScored : t.introPredictions}
          </p>
          <p className="mt-1 text-sm text-slate-500">{overview.data.election.name}</p>
          <div className="mt-5">
            <OverviewTable
              overview={overview.data}
              viewerId={user?.id ?? 0}
              region={electionWords(overview.data.election.category).region}
            />
          </div>
        </>
      )}
    </div>
  );
}
