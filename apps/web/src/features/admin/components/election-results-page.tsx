import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useElections } from '../api/get-elections';
import { adminErrorMessage } from '../lib/admin-error';
import { AdminHeader } from './admin-header';
import { CreateElectionDialog } from './create-election-dialog';
import { ElectionList } from './election-list';
import { ElectionPanel } from './election-panel';
import { FormFeedback, type Feedback } from './form-feedback';
import { ResetPointsDialog } from './reset-points-dialog';
import { RemindersPanel } from './reminders-panel';

const t = adminTexts.results;

/** `?election=<id>`: the selected election, so a reload or a shared link keeps it. */
function requestedElection(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Admin election results: the elections, creating one, resetting all points, and for
 * the selected election (by default the active one) its results, score calculation and settings.
 */
export function ElectionResultsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<Feedback | null>(null);
  const elections = useElections();

  const list = elections.data ?? [];
  const selectedId =
    requestedElection(searchParams.get('election')) ??
    (list.find((election) => election.is_active) ?? list[0])?.id ??
    null;

  function select(id: number) {
    setSearchParams({ election: String(id) }, { replace: true });
  }

  return (
    <div className="flex-1">
      <AdminHeader
        title={t.title}
        intro={t.intro}
        actions={
          <>
            <CreateElectionDialog
              onCreated={(created) => {
                select(created.id);
                setNotice({ tone: 'success', text: t.created(created.name) });
              }}
            />
            <ResetPointsDialog onDone={setNotice} />
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <FormFeedback feedback={notice} className="mb-6" />
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <section aria-labelledby="elections-heading">
            <h2
              id="elections-heading"
              className="mb-3 text-sm font-bold tracking-wide text-slate-600 uppercase"
            >
              {t.electionsTitle}
            </h2>
            {elections.isPending ? (
              <Spinner />
            ) : elections.isError ? (
              <Alert tone="error">
                <p>{adminErrorMessage(elections.error, adminTexts.errors.fetchElections)}</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  onClick={() => void elections.refetch()}
                >
                  {adminTexts.errors.retry}
                </Button>
              </Alert>
            ) : (
              <ElectionList elections={list} selectedId={selectedId} onSelect={select} />
            )}
          </section>
          <div className="min-w-0">
            {selectedId !== null ? (
              <ElectionPanel electionId={selectedId} />
            ) : (
              elections.isSuccess && (
                <Card className="p-8 text-center text-slate-600">{t.selectElection}</Card>
              )
            )}
          </div>
        </div>
        <RemindersPanel className="mt-6" />
      </div>
    </div>
  );
}
