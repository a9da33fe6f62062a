import { ADMIN_MESSAGES } from '@zetelpoule/shared';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ScoreComparison } from '../../../components/score-comparison/score-comparison';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { usePredictionDetails } from '../api/get-prediction-details';
import { adminErrorMessage } from '../lib/admin-error';

const t = adminTexts.analysis;

/**
 * Admin user search: the detailed analysis of one prediction — the score breakdown
 * and a comparison per section — or 'No election results available for comparison yet.'
 */
export function PredictionAnalysis({
  predictionId,
  onClose,
}: {
  predictionId: number;
  onClose: () => void;
}) {
  const details = usePredictionDetails(predictionId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The analysis opens below the list: take the admin (and the screen reader) to it.
  const isLoaded = details.isSuccess;
  useEffect(() => {
    if (!isLoaded) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    headingRef.current?.scrollIntoView({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
    headingRef.current?.focus({ preventScroll: true });
  }, [isLoaded]);

  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={`analysis-${predictionId}`}>
        <div className="surface-dark flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 bg-navy-950 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2
              id={`analysis-${predictionId}`}
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-bold text-white focus:outline-none"
            >
              {t.title(details.data?.prediction.name ?? '')}
            </h2>
            {details.data && (
              <p className="text-sm text-navy-200">
                {t.subtitle(details.data.prediction.username, details.data.election_result.name)}
              </p>
            )}
          </div>
          <Button variant="outlineOnDark" size="sm" onClick={onClose}>
            <X aria-hidden="true" className="size-4" />
            {t.close}
          </Button>
        </div>
        <div className="px-5 py-5 sm:px-6">
          {details.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label={t.loading} />
            </div>
          ) : details.isError ? (
            <Alert tone="error">
              {adminErrorMessage(details.error, adminTexts.errors.predictionDetails)}
            </Alert>
          ) : details.data.has_results ? (
            <ScoreComparison details={details.data} showAccuracy />
          ) : (
            <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-700 ring-1 ring-slate-200">
              {details.data.message || ADMIN_MESSAGES.noResultsYet}
            </p>
          )}
        </div>
      </section>
    </Card>
  );
}
