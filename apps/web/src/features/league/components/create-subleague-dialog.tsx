import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateSubleagueBodySchema,
  type CreateSubleagueBody,
  type Subleague,
} from '@zetelpoule/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { isApiError } from '../../../lib/api-client';
import { useCreateSubleague } from '../api/create-subleague';
import { serverMessage } from '../server-message';
import { Modal } from './modal';
import { SubleagueNameField } from './subleague-name-field';

const t = leagueTexts.create;

type FormInput = { name: string };

/** SPEC §2 / §5: the create modal with one name field (required, at most 30 characters). */
export function CreateSubleagueDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (subleague: Subleague) => void;
}) {
  const create = useCreateSubleague();
  const form = useForm<FormInput, unknown, CreateSubleagueBody>({
    resolver: zodResolver(CreateSubleagueBodySchema),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  function handleOpenChange(next: boolean) {
    if (!next) {
      form.reset();
      create.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const subleague = await create.mutateAsync(body);
      handleOpenChange(false);
      onCreated(subleague);
    } catch (error) {
      // SPEC §8: the name error under the field, else a general error, else the fallback.
      const nameError = isApiError(error) ? error.fieldErrors.name?.[0] : undefined;
      if (nameError) form.setError('name', { message: nameError }, { shouldFocus: true });
      else form.setError('root', { message: serverMessage(error, t.failed) });
    }
  });

  return (
    <Modal open={open} onOpenChange={handleOpenChange} title={t.title} description={t.description}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <SubleagueNameField
          registration={form.register('name')}
          value={name}
          error={errors.name?.message}
          placeholder={t.namePlaceholder}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
