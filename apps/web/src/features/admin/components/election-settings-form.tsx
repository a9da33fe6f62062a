import {
  ADMIN_MESSAGES,
  FIRST_COUNT_CANDIDATES_DEFAULT,
  SEAT_COUNT_MAX,
  SEAT_COUNT_MIN,
  categoryInfo,
  type AdminMunicipality,
  type ElectionDetails,
  type UpdateElectionBody,
} from '@zetelpoule/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { useMunicipalities } from '../api/get-municipalities';
import { useUpdateElection } from '../api/update-election';
import { adminErrorMessage, fieldErrorsOf } from '../lib/admin-error';
import { fromAmsterdamInput, toAmsterdamInput } from '../lib/amsterdam-time';
import { Checkbox } from './checkbox';
import { FormFeedback, type Feedback } from './form-feedback';
import { MunicipalityMultiSelect } from './municipality-multi-select';
import { categories as categoryTexts } from '../../../i18n/nl-admin-staten';

const t = adminTexts.settings;

type Settings = {
  name: string;
  electionDate: string;
  deadline: string;
  seatCount: string;
  played: number[];
  candidates: string[];
  isActive: boolean;
  isFinal: boolean;
};

type FieldErrors = Partial<Record<keyof UpdateElectionBody, string>>;

function settingsOf(election: ElectionDetails): Settings {
  return {
    name: election.name,
    electionDate: toAmsterdamInput(election.election_date),
    deadline: toAmsterdamInput(election.predictions_deadline),
    seatCount: String(election.seat_count),
    played: election.played_municipalities.map((m) => m.id),
    candidates: election.first_count_candidates.map((m) => String(m.id)),
    isActive: election.is_active,
    isFinal: election.is_final,
  };
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * The PATCH body: only what differs from the election as loaded (the server replaces what is
 * sent), or the client-side errors that stop the save. Times are Dutch wall-clock time.
 */
function buildUpdate(
  election: ElectionDetails,
  settings: Settings,
): { body: UpdateElectionBody; errors: FieldErrors } {
  const body: UpdateElectionBody = {};
  const errors: FieldErrors = {};

  const name = settings.name.trim();
  if (name === '') errors.name = ADMIN_MESSAGES.electionNameRequired;
  else if (name !== election.name) body.name = name;

  const electionDate = fromAmsterdamInput(settings.electionDate);
  if (electionDate === null) errors.election_date = t.dateRequired;
  else if (Date.parse(electionDate) !== Date.parse(election.election_date)) {
    body.election_date = electionDate;
  }
  const deadline = fromAmsterdamInput(settings.deadline);
  if (deadline === null) errors.predictions_deadline = t.dateRequired;
  else if (Date.parse(deadline) !== Date.parse(election.predictions_deadline)) {
    body.predictions_deadline = deadline;
  }

  const seatCount = Number(settings.seatCount);
  if (
    settings.seatCount.trim() === '' ||
    !Number.isInteger(seatCount) ||
    seatCount < SEAT_COUNT_MIN ||
    seatCount > SEAT_COUNT_MAX
  ) {
    errors.seat_count = t.seatCountRange(SEAT_COUNT_MIN, SEAT_COUNT_MAX);
  } else if (seatCount !== election.seat_count) body.seat_count = seatCount;

  const loadedPlayed = election.played_municipalities.map((m) => m.id);
  if (!sameSet(settings.played, loadedPlayed)) body.played_municipality_ids = settings.played;

  const candidates = settings.candidates.map(Number);
  if (new Set(candidates).size !== candidates.length || candidates.some((id) => !id)) {
    errors.first_count_candidate_ids = t.candidatesDistinct;
  } else if (candidates.join() !== election.first_count_candidates.map((m) => m.id).join()) {
    body.first_count_candidate_ids = candidates;
  }

  if (settings.isActive !== election.is_active) body.is_active = settings.isActive;
  if (settings.isFinal !== election.is_final) body.is_final = settings.isFinal;
  return { body, errors };
}

/**
 * The edit panel of an election — name, dates, seat_count, the played
 * municipalities, the first-count candidates, active and final — saved with one PATCH.
 */
export function ElectionSettingsForm({ election }: { election: ElectionDetails }) {
  const [settings, setSettings] = useState(() => settingsOf(election));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const municipalities = useMunicipalities();
  const update = useUpdateElection();
  const info = categoryInfo(election.category);
  const categories = categoryTexts;

  function change<K extends keyof Settings>(key: K, value: Settings[K]) {
    setSettings((current) => ({ ...current, [key]: value }));
    setFeedback(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: found } = buildUpdate(election, settings);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) {
      setFeedback({ tone: 'success', text: t.noChanges });
      return;
    }
    update.mutate(
      { id: election.id, body },
      {
        onSuccess: (saved) => {
          setSettings(settingsOf(saved));
          setFeedback({ tone: 'success', text: t.saved });
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const placed: FieldErrors = {};
          for (const key of Object.keys(body) as (keyof UpdateElectionBody)[]) {
            const message = fields[key]?.[0];
            if (message) placed[key] = message;
          }
          setErrors(placed);
          setFeedback({
            tone: 'error',
            text: adminErrorMessage(error, adminTexts.errors.updateElection),
          });
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <div>
        <p className="text-sm font-semibold text-navy-900">{categories.label}</p>
        <p className="mt-1 font-medium text-navy-950">{categories.name[election.category]}</p>
        <p className="mt-0.5 text-sm text-slate-600">{categories.fixed}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.name} error={errors.name} className="sm:col-span-2">
          {(control) => (
            <TextInput
              {...control}
              value={settings.name}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t.electionDate} hint={t.timeZoneHint} error={errors.election_date}>
          {(control) => (
            <TextInput
              {...control}
              type="datetime-local"
              value={settings.electionDate}
              onChange={(event) => change('electionDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t.deadline} hint={t.timeZoneHint} error={errors.predictions_deadline}>
          {(control) => (
            <TextInput
              {...control}
              type="datetime-local"
              value={settings.deadline}
              onChange={(event) => change('deadline', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t.seatCount(categories.chamberWithArticle(election.category, info.chamber))}
          hint={t.seatCountHint(SEAT_COUNT_MIN, SEAT_COUNT_MAX)}
          error={errors.seat_count}
        >
          {(control) => (
            <TextInput
              {...control}
              type="number"
              inputMode="numeric"
              min={SEAT_COUNT_MIN}
              max={SEAT_COUNT_MAX}
              step={1}
              value={settings.seatCount}
              onChange={(event) => change('seatCount', event.target.value)}
              className="max-w-40 tabular-nums"
            />
          )}
        </FormField>
      </div>

      {municipalities.isPending ? (
        <Spinner label={t.loadingMunicipalities} />
      ) : municipalities.isError ? (
        <Alert tone="error">
          {adminErrorMessage(municipalities.error, adminTexts.errors.fetchMunicipalities)}
        </Alert>
      ) : (
        <>
          {info.regionKind === 'provincie' ? (
            <FixedProvinces names={election.played_municipalities.map((m) => m.name)} />
          ) : (
            <MunicipalityMultiSelect
              label={t.played}
              hint={t.playedHint}
              error={errors.played_municipality_ids}
              municipalities={municipalities.data}
              selected={settings.played}
              onChange={(ids) => change('played', ids)}
            />
          )}
          <CandidatesField
            municipalities={municipalities.data}
            candidates={settings.candidates}
            error={errors.first_count_candidate_ids}
            onChange={(candidates) => change('candidates', candidates)}
          />
        </>
      )}

      <fieldset className="space-y-3">
        <Checkbox
          label={t.isActive}
          checked={settings.isActive}
          onChange={(event) => change('isActive', event.target.checked)}
        />
        <Checkbox
          label={t.isFinal}
          checked={settings.isFinal}
          onChange={(event) => change('isFinal', event.target.checked)}
        />
      </fieldset>

      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? adminTexts.form.saving : t.save}
        </Button>
      </div>
      <FormFeedback feedback={feedback} />
    </form>
  );
}

/** At PS the twelve provinces are always played: a list to read, not a picker. */
function FixedProvinces({ names }: { names: string[] }) {
  const categories = categoryTexts;
  return (
    <div>
      <h3 id="fixed-provinces" className="text-sm font-semibold text-navy-900">
        {categories.provinces}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{categories.provincesHint}</p>
      <ul aria-labelledby="fixed-provinces" className="mt-2 flex flex-wrap gap-1.5">
        {names.map((name) => (
          <li
            key={name}
            className="rounded-full bg-slate-100 px-2.5 py-1 text-sm font-medium text-navy-900"
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CandidatesField({
  municipalities,
  candidates,
  error,
  onChange,
}: {
  municipalities: AdminMunicipality[];
  candidates: string[];
  error: string | undefined;
  onChange: (candidates: string[]) => void;
}) {
  const slots = Array.from(
    { length: FIRST_COUNT_CANDIDATES_DEFAULT.length },
    (_, index) => candidates[index] ?? '',
  );
  return (
    <fieldset aria-describedby={error ? 'candidates-error' : 'candidates-hint'}>
      <legend className="text-sm font-semibold text-navy-900">{t.candidates}</legend>
      <p id="candidates-hint" className="mt-1 text-sm text-slate-600">
        {t.candidatesHint}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {slots.map((value, index) => (
          <div key={index}>
            <label
              htmlFor={`candidate-${index}`}
              className="mb-1 block text-xs font-medium text-slate-600"
            >
              {t.candidateLabel(index + 1)}
            </label>
            <select
              id={`candidate-${index}`}
              value={value}
              aria-invalid={error !== undefined}
              onChange={(event) =>
                onChange(slots.map((slot, i) => (i === index ? event.target.value : slot)))
              }
              className={cn(inputClasses, 'min-h-10 py-1.5')}
            >
              <option value="" disabled>
                —
              </option>
              {municipalities.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error && (
        <p id="candidates-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
