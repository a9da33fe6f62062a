import type { UseQueryResult } from '@tanstack/react-query';
import {
  categoryInfo,
  top3Parties,
  type ActivePrediction,
  type Party,
  type QuickStartSource,
} from '@zetelpoule/shared';
import { CircleAlert, Eraser, Hand, Landmark, RotateCcw, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  Hemicycle,
  type SeatDragPhase,
  type SeatRange,
} from '../../../components/hemicycle/hemicycle';
import { colourPatterns } from '../../../components/hemicycle/party-patterns';
import { PartySwatch } from '../../../components/hemicycle/seat-patterns';
import { Button } from '../../../components/ui/button';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { useAuth } from '../../../lib/auth';
import { loadChunk } from '../../../lib/chunk-load';
import { cn } from '../../../lib/cn';
import { usePrefetch } from '../../../lib/prefetch';
import { useReportSeatsAssigned } from '../hooks/use-prediction-progress';
import { useSeatAssignment, type SeatParties } from '../hooks/use-seat-assignment';
import { sectionScoring } from '../scoring-rules';
import { PartiesGate } from './parties-gate';
import { PartyPicker } from './party-picker';
import { QuickStartPanel } from './quick-start-panel';
import { SeatsByParty } from './seats-by-party';
import { SectionCard } from './section-card';
import { Top3List } from './top3-list';

const t = dashboardTexts.seats;
/** The steppers' anchor, for the quick start's way on. */
const STEPPER_ID = 'zetels-per-partij';

function countSeats(seats: SeatParties): Map<number, number> {
  const counts = new Map<number, number>();
  for (const partyId of seats) {
    if (partyId !== null) counts.set(partyId, (counts.get(partyId) ?? 0) + 1);
  }
  return counts;
}

// Through loadChunk: the 120 s rule and the route's chunk error, as for every route.
const loadResetSeatsDialog = () => loadChunk(() => import('./reset-seats-dialog'));
const ResetSeatsDialog = lazy(() =>
  loadResetSeatsDialog().then((module) => ({ default: module.ResetSeatsDialog })),
);

function ResetButton({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  usePrefetch([loadResetSeatsDialog]);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <Eraser aria-hidden="true" className="size-4" />
        {t.reset}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ResetSeatsDialog
            onClose={() => setIsOpen(false)}
            onConfirm={onConfirm}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}

function SeatEditor({
  parties,
  prediction,
  isLocked,
  drawSeats,
}: {
  parties: Party[];
  prediction: ActivePrediction;
  isLocked: boolean;
  drawSeats: boolean;
}) {
  const seatCount = prediction.seat_count;
  const words = categoryInfo(prediction.category);
  const partyOrder = useMemo(() => parties.map((party) => party.id), [parties]);
  const userId = useAuth().user?.id ?? null;
  const {
    seats,
    errorMessage,
    hasUnsaved,
    isResetting,
    isFilling,
    canUndo,
    canUndoFill,
    paint,
    drag,
    fill,
    setPartySeats,
    undo,
    retry,
    reset,
  } = useSeatAssignment(seatCount, prediction.seat_predictions, partyOrder, t.saveFailed, {
    userId,
    isLocked,
  });
  // Look-alike colours get a pattern, the same in the chart and in every legend.
  const patterns = useMemo(() => colourPatterns(parties.map((party) => party.hexcolor)), [parties]);
  const [selectedPartyId, setSelectedPartyId] = useState<number | null>(null);
  const [needsParty, setNeedsParty] = useState(false);
  const pickerName = useId();
  const progressLabelId = useId();

  // The chart reads the chosen party through a ref, so its handler never goes stale mid-drag.
  const selectedRef = useRef<number | null>(null);
  const selectParty = useCallback((partyId: number) => {
    selectedRef.current = partyId;
    setSelectedPartyId(partyId);
    setNeedsParty(false);
  }, []);

  /** The party to paint with, or null after asking the player to choose one first. */
  const paintingParty = useCallback(() => {
    const partyId = selectedRef.current;
    if (partyId === null) setNeedsParty(true);
    return partyId;
  }, []);
  const handleSeatPaint = useCallback(
    (seatNumber: number) => {
      const partyId = paintingParty();
      if (partyId !== null) paint(seatNumber, partyId);
    },
    [paint, paintingParty],
  );
  const handleSeatDrag = useCallback(
    (range: SeatRange, phase: SeatDragPhase) => {
      const partyId = paintingParty();
      if (partyId !== null) drag(range, partyId, phase);
    },
    [drag, paintingParty],
  );
  // A fill opens the steppers: adjusting is what comes next.
  const [isStepperOpen, setStepperOpen] = useState(false);
  async function handleFill(source: QuickStartSource) {
    const result = await fill(source);
    if (result) setStepperOpen(true);
    return result;
  }

  const partyById = useMemo(() => new Map(parties.map((party) => [party.id, party])), [parties]);
  const seatColors = useMemo(
    () =>
      seats.map((partyId) =>
        partyId === null ? null : (partyById.get(partyId)?.hexcolor ?? null),
      ),
    [seats, partyById],
  );
  const seatLabels = useMemo(
    () =>
      seats.map((partyId, seatNumber) =>
        t.seatLabel(
          seatNumber + 1,
          partyId === null ? null : (partyById.get(partyId)?.name ?? null),
        ),
      ),
    [seats, partyById],
  );
  const seatsByParty = useMemo(() => countSeats(seats), [seats]);
  const assigned = useMemo(() => seats.filter((partyId) => partyId !== null).length, [seats]);
  // The dashboard's summary and check mark follow the chart (decision 019).
  useReportSeatsAssigned(assigned);
  // The player's top 3 as the scoring engine computes it (ties by list number).
  const top3 = useMemo(
    () =>
      top3Parties(
        seatsByParty,
        parties.map((party) => ({ id: party.id, listNumber: party.list_number })),
      ),
    [seatsByParty, parties],
  );
  const selectedParty = selectedPartyId === null ? null : partyById.get(selectedPartyId);
  const percentage = Math.round((assigned / seatCount) * 100);

  return (
    <div className="space-y-5">
      {!isLocked && (
        <QuickStartPanel
          seatCount={seatCount}
          disabled={isLocked || isResetting}
          isFilling={isFilling}
          onFill={handleFill}
          canUndoFill={canUndoFill}
          onUndo={undo}
          stepperId={STEPPER_ID}
        />
      )}

      {/* Phones: the picker and the chosen party's count stay in view above the chart while
          it scrolls under them (the chart is taller than the screen). */}
      <div className="sticky top-16 z-20 -mx-5 border-b border-slate-200 bg-white/95 px-5 py-1.5 backdrop-blur-sm sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <PartyPicker
          parties={parties}
          selectedPartyId={selectedPartyId}
          onSelect={selectParty}
          seatsByParty={seatsByParty}
          top3={top3}
          disabled={isLocked}
          name={pickerName}
          patterns={patterns}
        />
        <p
          aria-live="polite"
          className="mt-1 inline-flex items-center gap-2 text-sm font-semibold text-navy-950"
        >
          {selectedParty ? (
            <>
              <PartySwatch colour={selectedParty.hexcolor} patterns={patterns} />
              {selectedParty.name}
              <span className="font-normal text-slate-600 tabular-nums">
                {t.partySeats(seatsByParty.get(selectedParty.id) ?? 0)}
              </span>
            </>
          ) : (
            <span className={cn(needsParty ? 'text-red-700' : 'text-slate-600')}>
              {t.selectPartyFirst}
            </span>
          )}
        </p>
      </div>

      <div className="-mx-5 bg-slate-50 py-3 ring-1 ring-slate-200 sm:mx-0 sm:rounded-2xl sm:p-5">
        {/* Locked, there is nothing to paint; no instructions. */}
        {!isLocked && (
          <p className="mb-3 flex items-center gap-1.5 px-5 text-xs text-slate-600 md:hidden">
            <Hand aria-hidden="true" className="size-4 shrink-0" />
            {t.phoneHint}
          </p>
        )}
        <Hemicycle
          seatCount={seatCount}
          seatColors={seatColors}
          colorPatterns={patterns}
          seatLabels={seatLabels}
          label={t.chartLabel(seatCount, words)}
          onSeatPaint={handleSeatPaint}
          onSeatDrag={handleSeatDrag}
          disabled={isLocked || isResetting || isFilling}
          summary={{ value: String(assigned), caption: t.chartSummaryCaption(seatCount) }}
          drawSeats={drawSeats}
        />
      </div>

      {hasUnsaved && !isLocked && (
        <div role="alert" className="text-sm text-red-700">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t.unsavedSeats}
            <button
              type="button"
              onClick={retry}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-navy-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              {dashboardTexts.status.retry}
            </button>
          </p>
          <p className="mt-1 text-slate-600">{t.offlineHint}</p>
        </div>
      )}

      {errorMessage !== null && (
        <p role="alert" className="flex items-center gap-2 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {errorMessage}
        </p>
      )}

      <div className="grid gap-5 lg:grid-cols-[1fr_auto] lg:items-end">
        <div>
          <p id={progressLabelId} className="mb-1.5 text-sm font-semibold text-navy-950">
            {t.progress(assigned, seatCount, words)}
          </p>
          <div
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={seatCount}
            aria-valuenow={assigned}
            className="h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-200',
                assigned === seatCount ? 'bg-emerald-600' : 'bg-oranje-500',
              )}
              style={{ width: `${percentage}%` }}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={undo}
            disabled={isLocked || isResetting || isFilling || !canUndo}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t.undo}
          </Button>
          <ResetButton
            onConfirm={() => void reset()}
            disabled={isLocked || isResetting || assigned === 0}
          />
        </div>
      </div>

      <SeatsByParty
        id={STEPPER_ID}
        open={isStepperOpen}
        onOpenChange={setStepperOpen}
        parties={parties}
        seatsByParty={seatsByParty}
        seatCount={seatCount}
        patterns={patterns}
        disabled={isLocked || isResetting || isFilling}
        onChange={setPartySeats}
      />

      <Top3List top3={top3} partyById={partyById} seatsByParty={seatsByParty} patterns={patterns} />
    </div>
  );
}

/** Dashboard, seats: the hemicycle with party picker, progress, reset and top 3. */
export function SeatsSection({
  step,
  totalSteps,
  partiesQuery,
  prediction,
  isLocked,
  drawSeats = true,
}: {
  step: number;
  totalSteps: number;
  partiesQuery: UseQueryResult<Party[]>;
  prediction: ActivePrediction;
  isLocked: boolean;
  /** False draws the hemicycle's frame without its seats (the dashboard's first stage). */
  drawSeats?: boolean;
}) {
  return (
    <SectionCard
      id="zetels"
      step={step}
      totalSteps={totalSteps}
      icon={Landmark}
      title={t.title(categoryInfo(prediction.category))}
      instructions={t.instructions(prediction.seat_count, categoryInfo(prediction.category))}
      scoring={sectionScoring('seats', prediction.category)}
      isLocked={isLocked}
    >
      <PartiesGate query={partiesQuery}>
        {(parties) => (
          <SeatEditor
            parties={parties}
            prediction={prediction}
            isLocked={isLocked}
            drawSeats={drawSeats}
          />
        )}
      </PartiesGate>
    </SectionCard>
  );
}
