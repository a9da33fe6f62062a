import type { ActivePrediction, Municipality } from '@zetelpoule/shared';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  completeness,
  progressFromPrediction,
  type Completeness,
  type PredictionProgress,
} from '../lib/completeness';

type Update = (change: (progress: PredictionProgress) => PredictionProgress) => void;

const ProgressContext = createContext<{ completeness: Completeness; update: Update } | null>(null);

/**
 * What the dashboard's summary and check marks read: seeded from the loaded prediction, then
 * moved on by every section as its saves succeed (the sections own their state; the loaded
 * prediction is never refetched while the page is open).
 */
export function PredictionProgressProvider({
  prediction,
  municipalities,
  children,
}: {
  prediction: ActivePrediction;
  /** The played municipalities. */
  municipalities: Municipality[];
  children: ReactNode;
}) {
  const [progress, setProgress] = useState(() => progressFromPrediction(prediction));
  const value = useMemo(
    () => ({
      completeness: completeness(
        progress,
        municipalities.map((municipality) => municipality.id),
      ),
      update: setProgress,
    }),
    [progress, municipalities],
  );
  return <ProgressContext value={value}>{children}</ProgressContext>;
}

/** The live completeness; null outside the provider. */
export function useCompleteness(): Completeness | null {
  return useContext(ProgressContext)?.completeness ?? null;
}

const ignore: Update = () => {};

/** For a section: report a saved value. Outside the provider (a section on its own) a no-op. */
export function useUpdateProgress(): Update {
  return useContext(ProgressContext)?.update ?? ignore;
}

/** For the seats section: the number of seats that hold a party, as the chart shows them. */
export function useReportSeatsAssigned(assigned: number) {
  const update = useUpdateProgress();
  useEffect(() => {
    update((progress) =>
      progress.seatsAssigned === assigned ? progress : { ...progress, seatsAssigned: assigned },
    );
  }, [assigned, update]);
}

/** Adds a municipality id to a set without mutating it. */
export function withId(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  return ids.has(id) ? ids : new Set([...ids, id]);
}
