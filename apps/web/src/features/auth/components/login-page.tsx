import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { LoginBody } from '@zetelpoule/shared/contract/auth';
import { LOGIN_ERROR_CODES } from '@zetelpoule/shared/contract/login-codes';
import { safeReturnPath } from '@zetelpoule/shared/rules/return-path';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { nl } from '../../../i18n/nl';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyApiErrors } from '../../../lib/form-errors';
import { inviteCodeFromPath, withReturnTo } from '../../../lib/pending-invite';
import { usePrefetch } from '../../../lib/prefetch';
import { loadAuthContract } from '../api/auth-contract';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { AuthCard, linkClasses } from './auth-card';
import { SocialSignIn } from './social-sign-in';
import { EmailField } from './auth-fields';

const t = authTexts.login;

/**
 * The form's rules are the contract's (LoginBodySchema), loaded with the form's first check
 * and in the background once the page has settled: zod and the resolver (some 28 KB gzipped)
 * stay out of the page's first load (a phone's first load).
 */
const loadLoginRules = () =>
  Promise.all([import('@hookform/resolvers/zod'), loadAuthContract()]).then(
    ([{ zodResolver }, { LoginBodySchema }]) => zodResolver(LoginBodySchema),
  );

const loginResolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadLoginRules())(values, context, options);

/** Login. On success the guard sends the player on: to returnTo, else /dashboard. */
export function LoginPage() {
  const auth = useAuth();
  // The way back (e.g. an invite) travels on to registration and social sign-in.
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const inviteCode = inviteCodeFromPath(returnTo);
  const loginMutation = useLogin();
  usePrefetch([loadLoginRules]);
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user, access, refresh } = await loginMutation.mutateAsync(values);
      auth.login({ access, refresh }, user);
    } catch (error) {
      if (isApiError(error) && error.code === LOGIN_ERROR_CODES.emailNotVerified) {
        const body = error.body as { user_email?: unknown } | undefined;
        const email = typeof body?.user_email === 'string' ? body.user_email : values.email;
        setUnverified({ email, message: error.message });
        return;
      }
      setFormError(applyApiErrors(error, ['email', 'password'], setError, authTexts.genericError));
    }
  });

  if (unverified) {
    return (
      <EmailNotVerified
        email={unverified.email}
        inviteCode={inviteCode}
        message={unverified.message}
        onBack={() => setUnverified(null)}
      />
    );
  }

  const isBusy = loginMutation.isPending;
  return (
    <AuthCard
      title={t.title}
      intro={inviteCode ? authTexts.invite.loginIntro : t.intro}
      footer={
        <>
          {t.noAccount}{' '}
          <Link to={withReturnTo('/register', returnTo)} className={linkClasses}>
            {t.register}
          </Link>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          // The form's rules load with its first check (loadLoginRules): offline, they may not
          // come. Say so, and keep what was typed.
          onSubmit(event).catch(() => setFormError(nl.errors.network));
        }}
        noValidate
        className="space-y-4"
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <EmailField field={register('email')} error={errors.email?.message} />
        <FormField label={authTexts.fields.password} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
          )}
        </FormField>
        <div className="text-right text-sm">
          <Link to="/forgot-password" className={linkClasses}>
            {t.forgot}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isBusy}>
          {isBusy ? t.submitting : t.submit}
        </Button>
      </form>
      <SocialSignIn returnTo={returnTo} />
    </AuthCard>
  );
}

/** The card shown when the password was right but the address is not verified yet. */
function EmailNotVerified({
  email,
  inviteCode,
  message,
  onBack,
}: {
  email: string;
  inviteCode: string | null;
  message: string;
  onBack: () => void;
}) {
  const resend = useResendVerification();
  const c = t.notVerified;
  return (
    <AuthCard
      title={c.title}
      icon={
        <span className="flex size-14 items-center justify-center rounded-2xl bg-oranje-100 text-oranje-700">
          <MailWarning aria-hidden="true" className="size-7" />
        </span>
      }
      intro={message}
    >
      <div className="space-y-3">
        {resend.isSuccess && <Alert tone="success">{c.sent}</Alert>}
        {resend.isError && (
          <Alert tone="error">
            {isApiError(resend.error) && resend.error.status === 0
              ? resend.error.message
              : c.resendFailed}
          </Alert>
        )}
        <Button
          className="w-full"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email, inviteCode })}
        >
          {resend.isPending ? c.resending : c.resend}
        </Button>
        <Button variant="outline" className="w-full" onClick={onBack}>
          {c.back}
        </Button>
      </div>
    </AuthCard>
  );
}
