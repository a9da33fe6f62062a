import { zodResolver } from '@hookform/resolvers/zod';
import { PartyPopper } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import {
  RegisterBodySchema,
  type RegisterBody,
  type RegisterResponse,
} from '@zetelpoule/shared/contract/auth';
import { PASSWORD_MESSAGES } from '@zetelpoule/shared/rules/password';
import { safeReturnPath } from '@zetelpoule/shared/rules/return-path';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { isApiError } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { inviteCodeFromPath, rememberInvite, withReturnTo } from '../../../lib/pending-invite';
import { useRegister } from '../api/register';
import { AuthCard, linkClasses } from './auth-card';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import { SocialSignIn } from './social-sign-in';
import { CardIcon, EmailField } from './auth-fields';

const t = authTexts.register;
const f = authTexts.fields;

const FIELDS = [
  'email',
  'username',
  'first_name',
  'last_name',
  'password',
  'password_confirm',
  'captcha_token',
] as const;

/**
 * Registration. The submit button is enabled only when every field holds by the
 * shared rules (docs/rules.md#input-rules), the confirmation matches and the captcha is solved.
 */
export function RegisterPage() {
  const registration = useRegister();
  // Decision 017: registering from an invite sends its code along, so the
  // verification link leads back to it; login and social sign-in keep the way back.
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const inviteCode = inviteCodeFromPath(returnTo);
  const captcha = useRef<CaptchaHandle>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [done, setDone] = useState<RegisterResponse | null>(null);
  // The form is long and is sent from its bottom; the short success card replaces it at the
  // top of the page, so the player starts reading there, not halfway down an empty screen.
  useLayoutEffect(() => {
    if (done) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [done]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isValid, touchedFields, isSubmitted },
  } = useForm<RegisterBody>({
    resolver: zodResolver(RegisterBodySchema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      username: '',
      first_name: '',
      last_name: '',
      password: '',
      password_confirm: '',
      captcha_token: '',
    },
  });
  const password = useWatch({ control, name: 'password' });

  // Built when the form is submitted (not during render): the handler touches the captcha ref.
  // Typing the password re-checks the confirmation (deps), but its message waits until the
  // confirmation itself was visited: a message vanishing on blur would move the submit button
  // away from under the pointer mid-click.
  const confirmError =
    touchedFields.password_confirm || isSubmitted ? errors.password_confirm?.message : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        setDone(
          await registration.mutateAsync(
            inviteCode ? { ...values, invite_code: inviteCode } : values,
          ),
        );
        if (inviteCode) rememberInvite(inviteCode);
      } catch (error) {
        // After a failed registration the captcha resets (a solution is single use).
        captcha.current?.reset();
        if (isApiError(error) && error.code === 'captcha_invalid') {
          setCaptchaFailed(true);
          return;
        }
        setFormError(applyApiErrors(error, FIELDS, setError, authTexts.genericError));
      }
    })(event);

  if (done) {
    return (
      <AuthCard
        title={t.successTitle}
        icon={
          <CardIcon tone="success">
            <PartyPopper aria-hidden="true" className="size-7" />
          </CardIcon>
        }
        intro={done.message}
      >
        {inviteCode && <p className="mb-4 text-slate-700">{authTexts.invite.registeredNext}</p>}
        <ButtonLink to="/" variant="outline" className="w-full">
          {t.home}
        </ButtonLink>
      </AuthCard>
    );
  }

  // The rules themselves show in the checklist; below the field only what the list cannot say.
  const passwordError =
    errors.password &&
    (password === '' ||
      errors.password.type === 'server' ||
      errors.password.message === PASSWORD_MESSAGES.tooLong)
      ? errors.password.message
      : undefined;

  return (
    <AuthCard
      title={t.title}
      intro={inviteCode ? authTexts.invite.registerIntro : t.intro}
      footer={
        <>
          {t.haveAccount}{' '}
          <Link to={withReturnTo('/login', returnTo)} className={linkClasses}>
            {t.login}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.firstName} error={errors.first_name?.message}>
            {(control) => (
              <TextInput {...control} {...register('first_name')} autoComplete="given-name" />
            )}
          </FormField>
          <FormField label={f.lastName} error={errors.last_name?.message}>
            {(control) => (
              <TextInput {...control} {...register('last_name')} autoComplete="family-name" />
            )}
          </FormField>
          <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">{t.nameHint}</p>
        </div>
        <EmailField field={register('email')} error={errors.email?.message} />
        <FormField
          label={f.username}
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
        <NewPasswordFields
          password={password}
          newLabel={f.password}
          confirmLabel={f.passwordConfirm}
          newError={passwordError}
          confirmError={confirmError}
          newField={register('password', { deps: ['password_confirm'] })}
          confirmField={register('password_confirm')}
        />
        <div>
          <p className="mb-1.5 text-sm font-semibold text-navy-900">{t.captchaLabel}</p>
          <CaptchaWidget
            ref={captcha}
            onChange={(token) =>
              setValue('captcha_token', token ?? '', { shouldValidate: true, shouldDirty: true })
            }
            onFailed={setCaptchaFailed}
          />
          {(captchaFailed || errors.captcha_token?.type === 'server') && (
            <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {t.captchaFailed}
            </p>
          )}
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={!isValid || registration.isPending}
          aria-describedby={isValid ? undefined : 'register-submit-hint'}
        >
          {registration.isPending ? t.submitting : t.submit}
        </Button>
        {!isValid && (
          <p id="register-submit-hint" className="sr-only">
            {t.submitHint}
          </p>
        )}
      </form>
      <SocialSignIn returnTo={returnTo} />
    </AuthCard>
  );
}
