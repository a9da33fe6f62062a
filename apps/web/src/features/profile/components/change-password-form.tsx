import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  ChangePasswordBodySchema,
  type ChangePasswordBody,
} from '@zetelpoule/shared/contract/auth';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { profile as profileTexts } from '../../../i18n/nl-profile';
import { isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const t = profileTexts.password;
const EMPTY: ChangePasswordBody = { old_password: '', new_password: '', new_password_confirm: '' };

/** Shown only to an account with a usable password. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const password = useWatch({ control, name: 'new_password' });

  // Typing the password re-checks the confirmation (deps), but its message waits until the
  // confirmation itself was visited: a message vanishing on blur would move the submit button
  // away from under the pointer mid-click.
  const confirmError =
    touchedFields.new_password_confirm || isSubmitted
      ? errors.new_password_confirm?.message
      : undefined;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setNotice(null);
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      setNotice(t.changed);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t.failed);
        return;
      }
      if (error.status === 0) {
        setFormError(error.message);
        return;
      }
      let placed = false;
      for (const field of ['old_password', 'new_password', 'new_password_confirm'] as const) {
        const message = error.fieldErrors[field]?.[0];
        if (message) {
          setError(field, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) setFormError(t.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-bold text-navy-950">{t.title}</h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormField label={t.current} error={errors.old_password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('old_password')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <NewPasswordFields
        password={password}
        newLabel={t.new}
        confirmLabel={t.confirm}
        newError={
          errors.new_password && (password === '' || errors.new_password.type === 'server')
            ? errors.new_password.message
            : undefined
        }
        confirmError={confirmError}
        newField={register('new_password', { deps: ['new_password_confirm'] })}
        confirmField={register('new_password_confirm')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
