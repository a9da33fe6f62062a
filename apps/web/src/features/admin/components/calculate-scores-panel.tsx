import { Calculator, LoaderCircle } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useCalculateScores } from '../api/calculate-scores';
import { adminErrorMessage } from '../lib/admin-error';

const t = adminTexts.calculate;

/** 'Calculate All Scores' for the selected election, with its progress and result. */
export function CalculateScoresPanel({ electionId }: { electionId: number }) {
  const calculate = useCalculateScores();

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          onClick={() => calculate.mutate(electionId)}
          disabled={calculate.isPending}
          aria-describedby="calculate-hint"
        >
          {calculate.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Calculator aria-hidden="true" className="size-4" />
          )}
          {calculate.isPending ? t.busy : t.button}
        </Button>
        <p id="calculate-hint" className="text-sm text-slate-600">
          {t.hint}
        </p>
      </div>
      {calculate.isPending && (
        <div
          role="progressbar"
          aria-label={t.busy}
          className="mt-3 h-1.5 overflow-hidden rounded-full bg-navy-100"
        >
          <div className="h-full w-2/5 animate-progress rounded-full bg-navy-600" />
        </div>
      )}
      {calculate.isSuccess && (
        <Alert tone="success" className="mt-3">
          {calculate.data.message}
        </Alert>
      )}
      {calculate.isError && (
        <Alert tone="error" className="mt-3">
          {adminErrorMessage(calculate.error, adminTexts.errors.calculateScores)}
        </Alert>
      )}
    </div>
  );
}
