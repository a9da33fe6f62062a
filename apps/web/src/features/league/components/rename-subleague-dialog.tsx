import { zodResolver } from '@hookform/resolvers/zod';
import {
  RenameSubleagueBodySchema,
  type RenameSubleagueBody,
  type Subleague,
} from '@zetelpoule/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { isApiError } from '../../../lib/api-client';
import { useRenameSubleague } from '../api/rename-subleague';
import { serverMessage } from '../server-message';
import { Modal } from './modal';
import { SubleagueNameField } from './subleague-name-field';

const t = leagueTexts.rename;

type FormInput = { name: string };

/** Issue 9: the creator renames a sub-league; the same name rules as creating one. */
export function RenameSubleagueDialog({
  subleague,
  open,
  onOpenChange,
  onRenamed,
}: {
  subleague: Pick<Subleague, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRenamed: (subleague: Subleague) => void;
}) {
  const rename = useRenameSubleague();
  const form = useForm<FormInput, unknown, RenameSubleagueBody>({
    resolver: zodResolver(RenameSubleagueBodySchema),
    values: { name: subleague.name },
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  function handleOpenChange(next: boolean) {
    if (!next) {
      form.reset({ name: subleague.name });
      rename.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const renamed = await rename.mutateAsync({ id: subleague.id, ...body });
      onOpenChange(false);
      onRenamed(renamed);
    } catch (error) {
      // The name error under the field, else the server's message (e.g. not the creator).
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
