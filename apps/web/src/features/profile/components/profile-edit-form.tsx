import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ProfileUpdateBodySchema, type ProfileUpdateBody } from '@zetelpoule/shared/contract/auth';
import type { User } from '@zetelpoule/shared/contract/user';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { profile as profileTexts } from '../../../i18n/nl-profile';
import { isApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

const t = profileTexts;
const FIELDS = ['first_name', 'last_name', 'username'] as const;

/** Profile edit mode: names and username as at registration; the e-mail is fixed. */
export function ProfileEditForm({
  user,
  onSaved,
  onCancel,
}: {
  user: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
}) {
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileUpdateBody>({
    resolver: zodResolver(ProfileUpdateBodySchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      email: user.email,
    },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        onSaved(await update.mutateAsync({ ...values, email: user.email }));
      } catch (error) {
        // The general message plus whatever the server said per field.
        if (isApiError(error) && error.status === 0) {
          setFormError(error.message);
          return;
        }
        setFormError(t.updateFailed);
        if (!isApiError(error)) return;
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { type: 'server', message });
        }
      }
    },
    () => setFormError(t.fixErrors),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.fields.firstName} error={errors.first_name?.message}>
          {(control) => (
            <TextInput {...control} {...register('first_name')} autoComplete="given-name" />
          )}
        </FormField>
        <FormField label={t.fields.lastName} error={errors.last_name?.message}>
          {(control) => (
            <TextInput {...control} {...register('last_name')} autoComplete="family-name" />
          )}
        </FormField>
      </div>
      <FormField
        label={t.fields.username}
        hint={authTexts.usernameSetup.hint}
        error={errors.username?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            {...register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField label={t.fields.email} hint={t.emailLocked}>
        {(control) => <TextInput {...control} value={user.email} disabled readOnly />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
