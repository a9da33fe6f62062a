import type { UseQueryResult } from '@tanstack/react-query';
import type { Party } from '@zetelpoule/shared';
import { CircleAlert, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';

const t = dashboardTexts;

/**
 * The sections that list parties (seats, biggest party, joker) show the parties' load errors
 * in place of their inputs: a failed load with a retry, or an election without parties.
 */
export function PartiesGate({
  query,
  children,
}: {
  query: UseQueryResult<Party[]>;
  children: (parties: Party[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner className="py-6" />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200"
      >
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1">{t.seats.partiesFailed}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t.retry}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <p
        role="status"
        className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200"
      >
        {t.seats.noParties}
      </p>
    );
  }
  return children(query.data);
}
