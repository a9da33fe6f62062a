import { zodResolver } from '@hookform/resolvers/zod';
import { CreateSubleagueBodySchema, type CreateSubleagueBody } from '@zetelpoule/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { serverMessage } from '../server-message';
import { Modal } from './modal';
import { SubleagueNameField } from './subleague-name-field';

type FormInput = { name: string };

export type SubleagueNameDialogTexts = {
  title: string;
  description: string;
  submit: string;
  submitting: string;
  cancel: string;
  /** Shown when the server refuses without a message of its own. */
  failed: string;
};

/**
 * The modal with one sub-league name field, for creating and for renaming: one name rule
 * (the contract's, shared by both calls), errors under the field or above the form.
 */
export function SubleagueNameDialog<Saved>({
  open,
  onOpenChange,
  texts,
  initialName = '',
  placeholder,
  save,
  onSaved,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: SubleagueNameDialogTexts;
  initialName?: string;
  placeholder?: string;
  /** Sends the name; throwing shows the error. */
  save: (body: CreateSubleagueBody) => Promise<Saved>;
  /** After a save, once the dialog has closed. */
  onSaved: (saved: Saved) => void;
  /** Whenever the dialog closes, to forget the call's state. */
  onClosed: () => void;
}) {
  const form = useForm<FormInput, unknown, CreateSubleagueBody>({
    resolver: zodResolver(CreateSubleagueBodySchema),
    values: { name: initialName },
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  function handleOpenChange(next: boolean) {
    if (!next) {
      form.reset({ name: initialName });
      onClosed();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save(body);
      handleOpenChange(false);
      onSaved(saved);
    } catch (error) {
      // The name error under the field, else a general error, else the fallback.
      const nameError = isApiError(error) ? error.fieldErrors.name?.[0] : undefined;
      if (nameError) form.setError('name', { message: nameError }, { shouldFocus: true });
      else form.setError('root', { message: serverMessage(error, texts.failed) });
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      title={texts.title}
      description={texts.description}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <SubleagueNameField
          registration={form.register('name')}
          value={name}
          error={errors.name?.message}
          placeholder={placeholder}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? texts.submitting : texts.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
