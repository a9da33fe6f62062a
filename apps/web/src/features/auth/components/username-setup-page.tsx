import { zodResolver } from '@hookform/resolvers/zod';
import { UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SetupUsernameBodySchema, type SetupUsernameBody } from '@zetelpoule/shared/contract/auth';
import { safeReturnPath } from '@zetelpoule/shared/rules/return-path';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { needsUsernameSetup } from '../../../lib/user';
import { useSetupUsername } from '../api/setup-username';
import { AuthCard } from './auth-card';

const t = authTexts.usernameSetup;

/** Username setup: a new social user chooses the name the rankings show. */
export function UsernameSetupPage() {
  const { user, setUser } = useAuth();
  const navigate = useNavigate();
  const setup = useSetupUsername();
  // A new social player who came from an invite goes back to it to join.
  const [searchParams] = useSearchParams();
  const destination = safeReturnPath(searchParams.get('returnTo')) ?? '/dashboard';
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetupUsernameBody>({
    resolver: zodResolver(SetupUsernameBodySchema),
    defaultValues: { username: '' },
  });

  // Already chosen (or chosen in another tab): nothing to do here.
  if (!needsUsernameSetup(user) && !setup.isSuccess) return <Navigate to={destination} replace />;

  const onSubmit = handleSubmit(async ({ username }) => {
    setFormError(null);
    try {
      const updated = await setup.mutateAsync(username);
      setUser(updated);
      void navigate(destination, { replace: true });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t.failed);
      } else if (error.status === 0) {
        setFormError(t.network);
      } else if (error.fieldErrors.username?.[0]) {
        setError('username', { type: 'server', message: error.fieldErrors.username[0] });
      } else {
        setFormError(error.message || t.failed);
      }
    }
  });

  return (
    <AuthCard
      title={t.title}
      intro={t.intro}
      icon={
        <span className="flex size-14 items-center justify-center rounded-2xl bg-oranje-100 text-oranje-700">
          <UserRoundPen aria-hidden="true" className="size-7" />
        </span>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <FormField label={authTexts.fields.username} hint={t.hint} error={errors.username?.message}>
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
        <Button type="submit" className="w-full" disabled={setup.isPending}>
          {setup.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
