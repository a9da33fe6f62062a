import {
  RESULTS_IMPORT_MAX_UPLOAD_BYTES,
  type ElectionDetails,
  type ResultsImportSummary,
} from '@zetelpoule/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useImportResults } from '../api/import-results';
import { adminErrorMessage } from '../lib/admin-error';
import { CalculateScoresPanel } from './calculate-scores-panel';
import { Checkbox } from './checkbox';
import { ImportFilePicker } from './results-import-file-picker';
import { ImportProgress, WarningList, t, type Progress } from './results-import-parts';
import { PartyMapping, partyMapOf, type PartyChoices } from './results-import-party-mapping';
import { ImportPreview } from './results-import-preview';
import {
  useConfirmResultsEntry,
  type ResultsEntryConfirmation,
} from './results-entry-confirmation';
import { importRegions } from './results-import-regions';

const MAX_MB = Math.round(RESULTS_IMPORT_MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * The tab "Importeren (Kiesraad)" (decision 029): the Kiesraad's zip or EML files in, a preview of
 * what they say next to what is stored now, then "Toepassen" and the offer to calculate the scores.
 * The files go up twice (preview, then apply) so the server keeps nothing in between. For a
 * Provinciale Staten election the admin first picks the province; names the preview could not match
 * to a party get a choice each before applying (decision 029).
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
  const regions = importRegions(election);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [regionId, setRegionId] = useState('');
  const [createMissing, setCreateMissing] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);
  const [preview, setPreview] = useState<ResultsImportSummary | null>(null);
  const [choices, setChoices] = useState<PartyChoices>({});
  const [applied, setApplied] = useState<ResultsImportSummary | null>(null);
  const importing = useImportResults();
  // Trying the files writes nothing; applying them is results entry (docs/decisions/050-results-before-the-deadline.md).
  const confirmFirst = useConfirmResultsEntry();

  /** Whatever the preview was about has changed: it no longer stands. */
  function forgetPreview() {
    setPreview(null);
    setApplied(null);
    setChoices({});
    importing.reset();
  }

  function choose(chosen: File[]) {
    forgetPreview();
    const wrong = chosen.find((file) => !/\.(zip|xml)$/i.test(file.name));
    const size = chosen.reduce((sum, file) => sum + file.size, 0);
    if (wrong) setFileError(t.wrongType(wrong.name));
    else if (size > RESULTS_IMPORT_MAX_UPLOAD_BYTES) setFileError(t.tooLarge(MAX_MB));
    else setFileError(null);
    setFiles(chosen);
  }

  function run(dryRun: boolean, confirmation: ResultsEntryConfirmation = {}) {
    setProgress({ phase: 'uploading', percent: 0 });
    importing.mutate(
      {
        electionId: election.id,
        files,
        dryRun,
        confirmBeforeDeadline: confirmation.confirm_before_deadline === true,
        createMissingParties: createMissing,
        regionId: regionId === '' ? null : Number(regionId),
        partyMap: dryRun ? undefined : partyMapOf(choices),
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
            setChoices(Object.fromEntries(summary.unmatched_names.map((name) => [name, ''])));
          } else {
            setApplied(summary);
            onApplied?.();
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  const needsRegion = regions !== null && regionId === '';
  const canSend = files.length > 0 && fileError === null && !needsRegion && !importing.isPending;
  const unmatched = preview?.unmatched_names ?? [];
  const allChosen = unmatched.every((name) => choices[name]);
  const taken = new Set(
    (preview?.parties ?? []).flatMap((row) => (row.party_id === null ? [] : [row.party_id])),
  );

  return (
    <div>
      <h3 className="text-base font-semibold text-navy-950">{t.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>

      <ImportFilePicker
        inputId={inputId}
        files={files}
        disabled={importing.isPending}
        onChoose={choose}
      />
      {fileError && (
        <Alert tone="error" className="mt-3">
          {fileError}
        </Alert>
      )}

      {regions !== null && (
        <div className="mt-4">
          <label htmlFor={`${inputId}-region`} className="block text-sm font-medium text-navy-950">
            {t.region}
          </label>
          <select
            id={`${inputId}-region`}
            value={regionId}
            disabled={importing.isPending}
            aria-describedby={`${inputId}-region-hint`}
            onChange={(event) => {
              setRegionId(event.target.value);
              forgetPreview();
            }}
            className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm sm:w-80"
          >
            <option value="">{t.regionPlaceholder}</option>
            {regions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {t.regionOption(region.name, region.staten_seat_count)}
              </option>
            ))}
          </select>
          <p id={`${inputId}-region-hint`} className="mt-1 text-xs text-slate-600">
            {t.regionHint}
          </p>
        </div>
      )}

      <div className="mt-4">
        <Checkbox
          label={t.createMissing}
          checked={createMissing}
          disabled={importing.isPending}
          aria-describedby={`${inputId}-missing-hint`}
          onChange={(event) => {
            setCreateMissing(event.target.checked);
            forgetPreview();
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
          onApply={() => confirmFirst((confirmation) => run(false, confirmation))}
          isApplying={importing.isPending}
          canApply={allChosen}
        >
          {unmatched.length > 0 && (
            <PartyMapping
              names={unmatched}
              parties={election.parties}
              taken={taken}
              choices={choices}
              onChange={setChoices}
            />
          )}
        </ImportPreview>
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
