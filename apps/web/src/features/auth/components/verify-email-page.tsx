import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  ResendVerificationBodySchema,
  type ResendVerificationBody,
} from '@zetelpoule/shared/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { invitePath, isInviteCode, pendingInvite, withReturnTo } from '../../../lib/pending-invite';
import { useResendVerification } from '../api/resend-verification';
import { verifyEmailOnce } from '../api/verify-email';
import { AuthCard } from './auth-card';
import { CardIcon, EmailField } from './auth-fields';

const t = authTexts.verify;

type Outcome = { kind: 'verified'; message: string } | { kind: 'failed'; message: string };

/** What a failed verification says, by status. */
function failureMessage(error: unknown): string {
  if (!isApiError(error)) return t.failed;
  if (error.status === 0) return t.network;
  if (error.status === 410) return t.expired;
  if (error.status === 400) return t.invalid;
  return error.message || t.failed;
}

/** E-mail verification: verifies automatically, and only once (see verifyEmailOnce). */
export function VerifyEmailPage({ token }: { token: string }) {
  const { user, setUser } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Decision 017: the invite the player registered from — from the mail link, else
  // (a link without it, opened in the same browser) from this browser's pending invite.
  const [searchParams] = useSearchParams();
  const [inviteCode] = useState(() => {
    const fromLink = searchParams.get('invite');
    return isInviteCode(fromLink) ? fromLink : pendingInvite();
  });

  useEffect(() => {
    let isCurrent = true;
    verifyEmailOnce(token).then(
      // The server's words: "geverifieerd", or "al geverifieerd" on a second visit.
      ({ message }) => isCurrent && setOutcome({ kind: 'verified', message }),
      (error: unknown) =>
        isCurrent && setOutcome({ kind: 'failed', message: failureMessage(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  // A signed-in player's stored user is marked verified too.
  const needsMarking = outcome?.kind === 'verified' && user !== null && !user.is_email_verified;
  useEffect(() => {
    if (needsMarking && user) setUser({ ...user, is_email_verified: true });
  }, [needsMarking, user, setUser]);

  if (outcome === null) return <PageSpinner label={t.verifying} />;

  if (outcome.kind === 'verified') {
    return (
      <AuthCard
        title={t.successTitle}
        icon={
          <CardIcon tone="success">
            <CircleCheck aria-hidden="true" className="size-7" />
          </CardIcon>
        }
        intro={outcome.message || t.successText}
      >
        {inviteCode ? (
          <>
            <p className="mb-4 text-center text-slate-700">{authTexts.invite.verifiedText}</p>
            <ButtonLink
              to={user ? invitePath(inviteCode) : withReturnTo('/login', invitePath(inviteCode))}
              className="w-full"
            >
              {user ? authTexts.invite.join : authTexts.invite.loginAndJoin}
            </ButtonLink>
          </>
        ) : user ? (
          <ButtonLink to="/dashboard" className="w-full">
            {t.toDashboard}
          </ButtonLink>
        ) : (
          <ButtonLink to="/login" className="w-full">
            {t.toLogin}
          </ButtonLink>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t.failedTitle}
      icon={
        <CardIcon tone="error">
          <CircleX aria-hidden="true" className="size-7" />
        </CardIcon>
      }
      intro={outcome.message}
    >
      <ResendVerification inviteCode={inviteCode} />
    </AuthCard>
  );
}

/** 'Mail opnieuw verzenden' opens an inline e-mail form with Send and Cancel. */
function ResendVerification({ inviteCode }: { inviteCode: string | null }) {
  const [isOpen, setIsOpen] = useState(false);
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ResendVerificationBody>({
    resolver: zodResolver(ResendVerificationBodySchema),
    defaultValues: { email: '' },
  });

  if (!isOpen) {
    return (
      <div className="space-y-3">
        <ButtonLink to="/login" className="w-full">
          {t.toLogin}
        </ButtonLink>
        <Button variant="outline" className="w-full" onClick={() => setIsOpen(true)}>
          {t.resend}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(({ email }) => resend.mutate({ email, inviteCode }))}
    >
      {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
      {resend.isError && (
        <Alert tone="error">
          {isApiError(resend.error) && resend.error.status === 0 ? t.resendNetwork : t.resendFailed}
        </Alert>
      )}
      <EmailField field={register('email')} error={errors.email?.message} />
      <div className="flex gap-3">
        <Button type="submit" className="flex-1" disabled={resend.isPending}>
          {resend.isPending ? t.sending : t.send}
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => {
            reset();
            resend.reset();
            setIsOpen(false);
          }}
        >
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
