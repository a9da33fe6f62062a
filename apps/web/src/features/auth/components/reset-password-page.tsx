import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { RESET_REDIRECT_MS } from '@zetelpoule/shared/constants';
import {
  PasswordResetConfirmBodySchema,
  type PasswordResetConfirmBody,
} from '@zetelpoule/shared/contract/auth';
import { passwordProblems } from '@zetelpoule/shared/rules/password';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { isApiError } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useResetToken } from '../api/verify-reset-token';
import { AuthCard, linkClasses } from './auth-card';
import { CardIcon } from './auth-fields';

const t = authTexts.reset;

type ResetForm = PasswordResetConfirmBody;

/** Reset password: verify the link, then the form, then back to login after 3 s. */
export function ResetPasswordPage({ token }: { token: string }) {
  const check = useResetToken(token);
  const [isDone, setIsDone] = useState(false);

  if (check.isPending) return <PageSpinner label={t.validating} />;
  if (check.isError) {
    const message =
      isApiError(check.error) && check.error.status >= 400 && check.error.status < 500
        ? t.invalid
        : t.unable;
    return (
      <AuthCard
        title={t.invalidTitle}
        icon={
          <CardIcon tone="error">
            <CircleX aria-hidden="true" className="size-7" />
          </CardIcon>
        }
        intro={message}
      >
        <div className="space-y-3">
          <ButtonLink to="/forgot-password" className="w-full">
            {t.newLink}
          </ButtonLink>
          <ButtonLink to="/login" variant="outline" className="w-full">
            {t.backToLogin}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  if (isDone) return <ResetDone />;
  return <ResetForm token={token} email={check.data.user_email} onDone={() => setIsDone(true)} />;
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard
      title={t.successTitle}
      icon={
        <CardIcon tone="success">
          <CircleCheck aria-hidden="true" className="size-7" />
        </CardIcon>
      }
      intro={t.redirecting}
    >
      <ButtonLink to="/login" variant="outline" className="w-full">
        {t.backToLogin}
      </ButtonLink>
    </AuthCard>
  );
}

function ResetForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
  const confirm = useConfirmPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, touchedFields, isSubmitted },
  } = useForm<ResetForm>({
    resolver: zodResolver(PasswordResetConfirmBodySchema),
    mode: 'onTouched',
    defaultValues: { token, new_password: '', new_password_confirm: '' },
  });
  const password = useWatch({ control, name: 'new_password' });
  const confirmation = useWatch({ control, name: 'new_password_confirm' });
  // The first failing rule is shown; submit waits until valid, matching, non-empty.
  const firstProblem = password === '' ? undefined : passwordProblems(password)[0];
  const canSubmit = isValid && password !== '' && password === confirmation;

  // Typing the password re-checks the confirmation (deps), but its message waits until the
  // confirmation itself was visited: a message vanishing on blur would move the submit button
  // away from under the pointer mid-click.
  const confirmError =
    touchedFields.new_password_confirm || isSubmitted
      ? errors.new_password_confirm?.message
      : undefined;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
      onDone();
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t.failed);
        return;
      }
      if (error.status === 0) {
        setFormError(t.network);
        return;
      }
      const passwordError = error.fieldErrors.new_password?.[0];
      if (passwordError) setError('new_password', { type: 'server', message: passwordError });
      const tokenError = error.fieldErrors.token?.[0];
      if (tokenError) setFormError(tokenError);
      else if (!passwordError) setFormError(t.failed);
    }
  });

  return (
    <AuthCard title={t.title} intro={t.forEmail(email)}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <NewPasswordFields
          password={password}
          newLabel={t.newPassword}
          confirmLabel={t.confirm}
          newError={
            errors.new_password?.type === 'server' ? errors.new_password.message : firstProblem
          }
          confirmError={confirmError}
          newField={register('new_password', { deps: ['new_password_confirm'] })}
          confirmField={register('new_password_confirm')}
        />
        <Button type="submit" className="w-full" disabled={!canSubmit || confirm.isPending}>
          {confirm.isPending ? t.submitting : t.submit}
        </Button>
        <p className="text-center text-sm">
          <Link to="/login" className={linkClasses}>
            {t.backToLogin}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
