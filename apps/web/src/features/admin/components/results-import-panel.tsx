import {
  RESULTS_IMPORT_MAX_UPLOAD_BYTES,
  type ElectionDetails,
  type ResultsImportSummary,
} from '@zetelpoule/shared';
import { FileUp, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useImportResults } from '../api/import-results';
import { adminErrorMessage } from '../lib/admin-error';
import { CalculateScoresPanel } from './calculate-scores-panel';
import { Checkbox } from './checkbox';

const t = adminTexts.importTab;
const MAX_MB = Math.round(RESULTS_IMPORT_MAX_UPLOAD_BYTES / (1024 * 1024));
const numberFormat = new Intl.NumberFormat('nl-NL');
const percent = adminTexts.analysis.percent;

type Progress = { phase: 'uploading'; percent: number } | { phase: 'reading' } | null;

/**
 * Issue 11, tab "Importeren (Kiesraad)": the Kiesraad's zip or EML files in, a preview of what
 * they say next to what is stored now, then "Toepassen" and the offer to calculate the scores.
 * The files go up twice (preview, then apply) so the server keeps nothing in between.
 */
export function ResultsImportPanel({
  election,
  onApplied,
}: {
  election: ElectionDetails;
  /** After a write, once the election's stored results have been fetched anew. */
  onApplied?: () => void;
}) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [createMissing, setCreateMissing] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const [preview, setPreview] = useState<ResultsImportSummary | null>(null);
  const [applied, setApplied] = useState<ResultsImportSummary | null>(null);
  const importing = useImportResults();

  function choose(chosen: File[]) {
    setPreview(null);
    setApplied(null);
    importing.reset();
    const wrong = chosen.find((file) => !/\.(zip|xml)$/i.test(file.name));
    const size = chosen.reduce((sum, file) => sum + file.size, 0);
    if (wrong) setFileError(t.wrongType(wrong.name));
    else if (size > RESULTS_IMPORT_MAX_UPLOAD_BYTES) setFileError(t.tooLarge(MAX_MB));
    else setFileError(null);
    setFiles(chosen);
  }

  function run(dryRun: boolean) {
    setProgress({ phase: 'uploading', percent: 0 });
    importing.mutate(
      {
        electionId: election.id,
        files,
        dryRun,
        createMissingParties: createMissing,
        onProgress: (sent, total) =>
          setProgress(
            sent >= total
              ? { phase: 'reading' }
              : { phase: 'uploading', percent: Math.floor((sent * 100) / total) },
          ),
      },
      {
        // useImportResults has refetched the election by now (its onSuccess runs first).
        onSuccess: (summary) => {
          if (dryRun) {
            setPreview(summary);
          } else {
            setApplied(summary);
            onApplied?.();
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    if (!importing.isPending) choose([...event.dataTransfer.files]);
  }

  const canSend = files.length > 0 && fileError === null && !importing.isPending;

  return (
    <div>
      <h3 className="text-base font-semibold text-navy-950">{t.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center',
          isDragging ? 'border-navy-600 bg-navy-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-slate-500" />
        <p className="text-sm text-slate-700">{t.dropZone}</p>
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: 'secondary' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-navy-600',
          )}
        >
          {t.choose}
          <input
            id={inputId}
            type="file"
            multiple
            accept=".zip,.xml,application/zip,text/xml,application/xml"
            className="sr-only"
            disabled={importing.isPending}
            onChange={(event) => choose([...(event.target.files ?? [])])}
          />
        </label>
      </div>

      {files.length > 0 && (
        <div className="mt-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <p className="font-medium text-navy-950">{t.chosen(files.length)}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => choose([])}
              disabled={importing.isPending}
            >
              {t.clear}
            </Button>
          </div>
          <ul className="mt-1 space-y-0.5 text-slate-600">
            {files.map((file) => (
              <li key={`${file.name}/${file.size}`} className="break-all">
                {file.name}{' '}
                <span className="text-slate-500 tabular-nums">
                  ({numberFormat.format(Math.ceil(file.size / 1024))} kB)
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {fileError && (
        <Alert tone="error" className="mt-3">
          {fileError}
        </Alert>
      )}

      <div className="mt-4">
        <Checkbox
          label={t.createMissing}
          checked={createMissing}
          disabled={importing.isPending}
          aria-describedby={`${inputId}-missing-hint`}
          onChange={(event) => {
            setCreateMissing(event.target.checked);
            setPreview(null);
          }}
        />
        <p id={`${inputId}-missing-hint`} className="mt-1 ml-8 text-xs text-slate-600">
          {t.createMissingHint}
        </p>
      </div>

      <Button className="mt-4" onClick={() => run(true)} disabled={!canSend}>
        {t.preview}
      </Button>

      <ImportProgress progress={progress} />
      {importing.isError && (
        <Alert tone="error" className="mt-4">
          {adminErrorMessage(importing.error, t.failed)}
        </Alert>
      )}

      {preview && !applied && (
        <ImportPreview
          summary={preview}
          election={election}
          onApply={() => run(false)}
          isApplying={importing.isPending}
        />
      )}

      {applied && (
        <div className="mt-6 space-y-4">
          <Alert tone="success">{t.applied}</Alert>
          <WarningList warnings={applied.warnings} />
          <p className="text-sm text-slate-700">{t.calculateOffer}</p>
          <CalculateScoresPanel electionId={election.id} />
        </div>
      )}
    </div>
  );
}

function ImportProgress({ progress }: { progress: Progress }) {
  if (progress === null) return null;
  const isUploading = progress.phase === 'uploading';
  return (
    <div className="mt-4">
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {isUploading ? t.uploading(progress.percent) : t.reading}
      </p>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isUploading ? progress.percent : undefined}
        className="mt-2 h-2 overflow-hidden rounded-full bg-navy-100"
      >
        <div
          className={cn(
            'h-full rounded-full bg-navy-600',
            !isUploading && 'w-2/5 animate-progress',
          )}
          style={isUploading ? { width: `${progress.percent}%` } : undefined}
        />
      </div>
    </div>
  );
}

function WarningList({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-label={t.warnings(warnings.length)}
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h4 className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t.warnings(warnings.length)}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

const TH = 'px-2 py-2 text-left font-semibold whitespace-nowrap';
const TD = 'px-2 py-1.5 align-top';
const NUM = 'text-right tabular-nums';

function ImportPreview({
  summary,
  election,
  onApply,
  isApplying,
}: {
  summary: ResultsImportSummary;
  election: ElectionDetails;
  onApply: () => void;
  isApplying: boolean;
}) {
  const partyName = new Map(election.parties.map((p) => [p.id, p.name]));
  for (const row of summary.seats) {
    if (row.party_id !== null && !partyName.has(row.party_id))
      partyName.set(row.party_id, row.name);
  }
  const storedSeats =
    election.seat_results.length === 0
      ? null
      : new Map(election.seat_results.map((r) => [r.party_id, r.seat_count]));
  const storedTurnout = new Map(
    election.turnout_results.map((r) => [r.municipality_id, r.actual_turnout]),
  );
  const storedBiggest = new Map(
    election.biggest_party_results.map((r) => [r.municipality_id, r.winning_party_id]),
  );
  const hasSeats = summary.seats.some((row) => row.seats !== null || row.seats_from_votes !== null);
  const storedCountry = election.country_turnout_result?.actual_turnout ?? null;
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? t.none : numberFormat.format(value);

  return (
    <div className="mt-6 space-y-6">
      <p className="text-sm font-medium text-navy-950">
        {t.source(summary.source.election_identifier, summary.source.files.length)}
      </p>
      <WarningList warnings={summary.warnings} />

      <ScrollRegion label={t.seatsTitle}>
        <table className="w-full min-w-[34rem] text-sm">
          <caption className="pb-2 text-left">
            <span className="block text-base font-semibold text-navy-950">{t.seatsTitle}</span>
            <span className="block text-xs text-slate-600">{t.seatsCaption}</span>
          </caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className={cn(TH, NUM)}>
                {t.listColumn}
              </th>
              <th scope="col" className={TH}>
                {t.partyColumn}
              </th>
              <th scope="col" className={cn(TH, NUM)}>
                {t.votesColumn}
              </th>
              <th scope="col" className={cn(TH, NUM)}>
                {t.seats520Column}
              </th>
              <th scope="col" className={cn(TH, NUM)}>
                {t.seatsFromVotesColumn}
              </th>
              <th scope="col" className={cn(TH, NUM)}>
                {t.storedColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {summary.seats.map((row) => {
              const incoming = row.seats ?? row.seats_from_votes;
              const stored =
                row.party_id === null || storedSeats === null
                  ? null
                  : (storedSeats.get(row.party_id) ?? 0);
              const disagrees =
                row.seats !== null &&
                row.seats_from_votes !== null &&
                row.seats !== row.seats_from_votes;
              const changes = hasSeats && incoming !== null && stored !== incoming;
              return (
                <tr key={row.list_number}>
                  <td className={cn(TD, NUM, 'text-slate-500')}>{row.list_number}</td>
                  <th scope="row" className={cn(TD, 'text-left font-medium text-navy-950')}>
                    {row.name}
                    {row.party_id === null && (
                      <span className="ml-2 rounded bg-navy-100 px-1.5 text-xs font-semibold text-navy-800">
                        {t.newParty}
                      </span>
                    )}
                  </th>
                  <td className={cn(TD, NUM)}>{show(row.votes)}</td>
                  <td className={cn(TD, NUM, disagrees && 'font-semibold text-red-700')}>
                    {show(row.seats)}
                  </td>
                  <td className={cn(TD, NUM, disagrees && 'font-semibold text-red-700')}>
                    {show(row.seats_from_votes)}
                  </td>
                  <td className={cn(TD, NUM, 'whitespace-nowrap')}>
                    {show(stored)}
                    {changes && <ChangeMark />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>

      <p className="text-sm text-slate-700">
        {t.countryTurnout}:{' '}
        <strong className="font-semibold text-navy-950">
          {summary.country_turnout === null ? t.none : percent(summary.country_turnout)}
        </strong>{' '}
        <span className="text-slate-600">
          ({t.storedColumn.toLowerCase()}:{' '}
          {storedCountry === null ? t.none : percent(storedCountry)})
        </span>
        {summary.country_turnout !== null && summary.country_turnout !== storedCountry && (
          <ChangeMark />
        )}
      </p>

      {summary.municipalities.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noMunicipalities}</p>
      ) : (
        <ScrollRegion label={t.municipalitiesTitle}>
          <table className="w-full min-w-[30rem] text-sm">
            <caption className="pb-2 text-left text-base font-semibold text-navy-950">
              {t.municipalitiesTitle}
            </caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={TH}>
                  {t.municipalityColumn}
                </th>
                <th scope="col" className={cn(TH, NUM)}>
                  {t.turnoutColumn}
                </th>
                <th scope="col" className={TH}>
                  {t.biggestColumn}
                </th>
                <th scope="col" className={TH}>
                  {t.storedColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {summary.municipalities.map((m) => {
                const turnout = storedTurnout.get(m.municipality_id) ?? null;
                const biggest = storedBiggest.get(m.municipality_id) ?? null;
                const changes =
                  (m.turnout !== null && m.turnout !== turnout) ||
                  (m.biggest_party_id !== null && m.biggest_party_id !== biggest);
                return (
                  <tr key={m.municipality_id}>
                    <th scope="row" className={cn(TD, 'text-left font-medium text-navy-950')}>
                      {m.name}
                    </th>
                    <td className={cn(TD, NUM)}>
                      {m.turnout === null ? t.none : percent(m.turnout)}
                    </td>
                    <td className={TD}>
                      {m.biggest_party_id === null
                        ? t.none
                        : (partyName.get(m.biggest_party_id) ?? t.none)}
                    </td>
                    <td className={cn(TD, 'text-slate-600')}>
                      {turnout === null ? t.none : percent(turnout)} ·{' '}
                      {biggest === null ? t.none : (partyName.get(biggest) ?? t.none)}
                      {changes && <ChangeMark />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <div className="sticky bottom-0 -mx-5 border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:px-6">
        <Button onClick={onApply} disabled={isApplying}>
          {isApplying ? t.applying : t.apply}
        </Button>
      </div>
    </div>
  );
}

/** A wide table scrolls sideways on a phone; the region is focusable so keyboards can too. */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
    >
      {children}
    </div>
  );
}

/** What the apply would change, in words as well as colour. */
function ChangeMark() {
  return (
    <span className="ml-1.5 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
      {t.changes}
    </span>
  );
}
