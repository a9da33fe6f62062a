import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@zetelpoule/shared/constants';
import {
  PasswordResetRequestBodySchema,
  type PasswordResetRequestBody,
} from '@zetelpoule/shared/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { isApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, linkClasses } from './auth-card';
import { SocialProviderButtons } from './social-sign-in';
import { EmailField } from './auth-fields';

const t = authTexts.forgot;

const SocialAccountBodySchema = z.object({
  error_type: z.literal('social_auth_user'),
  message: z.string(),
  providers: z.array(z.string()),
});

type Outcome =
  | { kind: 'sent'; message: string }
  | { kind: 'social'; message: string; providers: SocialProvider[] };

const iconClasses = 'flex size-14 items-center justify-center rounded-2xl';

/** Forgot password, with the social-account card for accounts without a password. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(PasswordResetRequestBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const { message } = await request.mutateAsync(email);
      setOutcome({ kind: 'sent', message });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t.failed);
        return;
      }
      const social = SocialAccountBodySchema.safeParse(error.body);
      if (social.success) {
        const providers = social.data.providers.filter((p): p is SocialProvider =>
          (SOCIAL_PROVIDERS as readonly string[]).includes(p),
        );
        setOutcome({ kind: 'social', message: social.data.message, providers });
        return;
      }
      setFormError(
        error.status === 0
          ? t.network
          : (error.fieldErrors.email?.[0] ?? (error.message || t.failed)),
      );
    }
  });

  if (outcome?.kind === 'sent') {
    return (
      <AuthCard
        title={t.sentTitle}
        icon={
          <span className={`${iconClasses} bg-green-100 text-green-700`}>
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
        }
        intro={outcome.message}
      >
        <ButtonLink to="/" variant="outline" className="w-full">
          {t.home}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (outcome?.kind === 'social') {
    return (
      <AuthCard
        title={t.socialTitle}
        icon={
          <span className={`${iconClasses} bg-navy-100 text-navy-700`}>
            <UserRoundCheck aria-hidden="true" className="size-7" />
          </span>
        }
        intro={outcome.message}
      >
        <div className="space-y-3">
          <SocialProviderButtons providers={outcome.providers} />
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              reset();
              setOutcome(null);
            }}
          >
            {t.tryOther}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t.title}
      intro={t.intro}
      footer={
        <div className="space-y-2">
          <p>
            <Link to="/login" className={linkClasses}>
              {t.backToLogin}
            </Link>
          </p>
          <p>
            {t.noAccount}{' '}
            <Link to="/register" className={linkClasses}>
              {t.register}
            </Link>
          </p>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <EmailField field={register('email')} error={errors.email?.message} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
