import { categoryInfo } from '@zetelpoule/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useElection } from '../api/get-election';
import { adminErrorMessage } from '../lib/admin-error';
import { formatDateTime } from '../lib/amsterdam-time';
import { benchmarks as benchmarkTexts } from '../../../i18n/nl-benchmarks';
import { BenchmarksPanel } from './benchmarks-panel';
import { CalculateScoresPanel } from './calculate-scores-panel';
import { CollapsibleSection } from './collapsible-section';
import { ElectionBadges } from './election-badges';
import { ElectionSettingsForm } from './election-settings-form';
import { PartiesPanel } from './parties-panel';
import { ResultsStatusPanel } from './results-status-panel';
import { ResultsTabs } from './results-tabs';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = adminTexts.results;

/** The selected election: its facts, 'Calculate All Scores', the results tabs and the edit panels. */
export function ElectionPanel({ electionId }: { electionId: number }) {
  const election = useElection(electionId);

  if (election.isPending) {
    return (
      <Card className="flex justify-center p-10">
        <Spinner label={t.loadingElection} />
      </Card>
    );
  }
  if (election.isError) {
    return (
      <Alert tone="error">
        <p>{adminErrorMessage(election.error, adminTexts.errors.fetchElection)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void election.refetch()}
        >
          {adminTexts.errors.retry}
        </Button>
      </Alert>
    );
  }

  const details = election.data;
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-xl font-bold tracking-tight text-navy-950 sm:text-2xl">
            {details.name}
          </h2>
          <ElectionBadges isActive={details.is_active} isFinal={details.is_final} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-4">
          <Fact label={t.electionDate}>
            <time dateTime={details.election_date}>{formatDateTime(details.election_date)}</time>
          </Fact>
          <Fact label={t.deadline}>
            <time dateTime={details.predictions_deadline}>
              {formatDateTime(details.predictions_deadline)}
            </time>
          </Fact>
          {/* At PS the seats are the Eerste Kamer projection until the elected one is in. */}
          <Fact
            label={
              details.chamber_result === null
                ? t.seatsEntered
                : details.chamber_result.source === 'official'
                  ? statenTexts.projection.officialTitle
                  : statenTexts.projection.title
            }
          >
            {t.seatsEnteredValue(details.seat_results_count, details.seat_count)}
          </Fact>
          <Fact label={t.predictionsLabel}>{t.predictionsCount(details.predictions_count)}</Fact>
        </dl>
        <div className="mt-5 border-t border-slate-200 pt-5">
          <ResultsStatusPanel key={details.id} election={details} />
        </div>
        <div className="mt-5 border-t border-slate-200 pt-5">
          <CalculateScoresPanel key={details.id} electionId={details.id} />
        </div>
      </Card>

      <ResultsTabs key={details.id} election={details} />

      <CollapsibleSection
        title={adminTexts.settings.title}
        description={adminTexts.settings.intro(categoryInfo(details.category).regions)}
      >
        <ElectionSettingsForm key={details.id} election={details} />
      </CollapsibleSection>

      <CollapsibleSection
        title={adminTexts.parties.title(details.parties.length)}
        description={adminTexts.parties.intro}
      >
        <PartiesPanel key={details.id} election={details} />
      </CollapsibleSection>

      {/* Polls as benchmark players, and De Poule. */}
      <CollapsibleSection
        title={benchmarkTexts.admin.title}
        description={benchmarkTexts.admin.description}
      >
        <BenchmarksPanel key={details.id} election={details} />
      </CollapsibleSection>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-navy-950 tabular-nums">{children}</dd>
    </div>
  );
}
