import { UpdateStatenRegionBodySchema, type ElectionDetails } from '@zetelpoule/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useUpdateStatenRegion } from '../api/update-staten-region';
import { adminErrorMessage, fieldErrorsOf } from '../lib/admin-error';
import { statenRegions } from '../lib/staten-regions';
import { AdminDialog } from './admin-dialog';
import type { Feedback } from './form-feedback';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = statenTexts;

type Errors = { staten_seat_count?: string; stemwaarde?: string };

const numberOrNaN = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw.trim()));

/**
 * A body's members and stemwaarde as the Kiesraad set them. Both are sent, also unchanged:
 * saving is how the admin confirms the provisional 2023 values.
 */
export function StatenValuesDialog({
  election,
  regionId,
  onClose,
  onSaved,
}: {
  election: ElectionDetails;
  regionId: number | null;
  onClose: () => void;
  onSaved: (feedback: Feedback) => void;
}) {
  const region = statenRegions(election).find((r) => r.id === regionId);
  if (!region) return null;
  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.valuesTitle(region.name)}
      description={t.valuesDescription}
    >
      <ValuesForm
        key={region.id}
        electionId={election.id}
        region={region}
        onCancel={onClose}
        onSaved={onSaved}
      />
    </AdminDialog>
  );
}

function ValuesForm({
  electionId,
  region,
  onCancel,
  onSaved,
}: {
  electionId: number;
  region: ReturnType<typeof statenRegions>[number];
  onCancel: () => void;
  onSaved: (feedback: Feedback) => void;
}) {
  const [members, setMembers] = useState(region.staten_seat_count?.toString() ?? '');
  const [stemwaarde, setStemwaarde] = useState(region.stemwaarde?.toString() ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateStatenRegion();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const check = UpdateStatenRegionBodySchema.safeParse({
      staten_seat_count: numberOrNaN(members),
      stemwaarde: numberOrNaN(stemwaarde),
    });
    if (!check.success) {
      const found: Errors = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { electionId, regionId: region.id, body: check.data },
      {
        onSuccess: () => onSaved({ tone: 'success', text: t.valuesSaved(region.name) }),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const placed = {
            staten_seat_count: fields.staten_seat_count?.[0],
            stemwaarde: fields.stemwaarde?.[0],
          };
          setErrors(placed);
          // A message under its field is not repeated above the buttons.
          if (!placed.staten_seat_count && !placed.stemwaarde) {
            setFormError(adminErrorMessage(error, t.valuesFailed));
          }
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.membersLabel} error={errors.staten_seat_count}>
          {(control) => (
            <TextInput
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={members}
              onChange={(event) => setMembers(event.target.value)}
              className="tabular-nums"
            />
          )}
        </FormField>
        <FormField label={t.stemwaardeLabel} error={errors.stemwaarde}>
          {(control) => (
            <TextInput
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={stemwaarde}
              onChange={(event) => setStemwaarde(event.target.value)}
              className="tabular-nums"
            />
          )}
        </FormField>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {adminTexts.form.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? adminTexts.form.saving : t.valuesSave}
        </Button>
      </div>
    </form>
  );
}
