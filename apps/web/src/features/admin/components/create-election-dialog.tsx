import {
  ADMIN_MESSAGES,
  ELECTION_CATEGORIES,
  type ElectionCategory,
  type ElectionDetails,
} from '@zetelpoule/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useCreateElection } from '../api/create-election';
import { adminErrorMessage, fieldErrorsOf } from '../lib/admin-error';
import { fromAmsterdamInput } from '../lib/amsterdam-time';
import { AdminDialog } from './admin-dialog';
import { Checkbox } from './checkbox';
import { categories as categoryTexts } from '../../../i18n/nl-admin-staten';

const t = adminTexts.create;

type CreateElectionForm = {
  name: string;
  category: ElectionCategory;
  electionDate: string;
  isFinal: boolean;
  isActive: boolean;
};

const EMPTY: CreateElectionForm = {
  name: '',
  category: 'TK',
  electionDate: '',
  isFinal: false,
  isActive: false,
};

/**
 * + Create New Election: a modal form; name and date-time are required (docs/rules.md#input-rules).
 */
export function CreateElectionDialog({
  onCreated,
}: {
  onCreated: (election: ElectionDetails) => void;
}) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateElection();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateElectionForm>({ defaultValues: EMPTY });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      reset(EMPTY);
      setFormError(null);
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const electionDate = fromAmsterdamInput(values.electionDate);
    if (electionDate === null) {
      setError('electionDate', { message: ADMIN_MESSAGES.electionDateRequired });
      return;
    }
    try {
      const created = await create.mutateAsync({
        name: values.name.trim(),
        category: values.category,
        election_date: electionDate,
        is_final: values.isFinal,
        is_active: values.isActive,
      });
      changeOpen(false);
      onCreated(created);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const nameError = fields.name?.[0];
      const dateError = fields.election_date?.[0];
      if (nameError) setError('name', { message: nameError });
      if (dateError) setError('electionDate', { message: dateError });
      if (!nameError && !dateError) {
        setFormError(adminErrorMessage(error, adminTexts.errors.createElection));
      }
    }
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>{adminTexts.results.createElection}</Button>
      <AdminDialog
        open={open}
        onOpenChange={changeOpen}
        title={t.title}
        description={t.description}
      >
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormField label={t.name} error={errors.name?.message}>
            {(control) => (
              <TextInput
                {...control}
                autoComplete="off"
                {...register('name', {
                  validate: (value) => value.trim() !== '' || ADMIN_MESSAGES.electionNameRequired,
                })}
              />
            )}
          </FormField>
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-navy-900">
              {categoryTexts.label}
            </legend>
            <div className="space-y-2">
              {ELECTION_CATEGORIES.map((category) => (
                <label
                  key={category}
                  className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 px-3.5 py-2.5 has-checked:border-navy-600 has-checked:bg-navy-50"
                >
                  {/* Named by the category alone; the line under it describes it. */}
                  <input
                    type="radio"
                    value={category}
                    aria-labelledby={`category-${category}`}
                    aria-describedby={`category-${category}-hint`}
                    className="mt-0.5 size-5 shrink-0 accent-navy-700"
                    {...register('category')}
                  />
                  <span className="min-w-0 text-sm">
                    <span id={`category-${category}`} className="block font-semibold text-navy-950">
                      {categoryTexts.name[category]}
                    </span>
                    <span id={`category-${category}-hint`} className="block text-slate-600">
                      {categoryTexts.hint[category]}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label={t.date} hint={t.timeZoneHint} error={errors.electionDate?.message}>
            {(control) => (
              <TextInput
                {...control}
                type="datetime-local"
                {...register('electionDate', {
                  validate: (value) =>
                    fromAmsterdamInput(value) !== null || ADMIN_MESSAGES.electionDateRequired,
                })}
              />
            )}
          </FormField>
          <fieldset className="space-y-3">
            <Checkbox label={t.isFinal} {...register('isFinal')} />
            <Checkbox label={t.isActive} {...register('isActive')} />
          </fieldset>
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              {adminTexts.form.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t.submitting : t.submit}
            </Button>
          </div>
        </form>
      </AdminDialog>
    </>
  );
}
