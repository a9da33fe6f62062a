import { JOIN_REDIRECT_MS } from '@zetelpoule/shared';
import { CircleAlert, LoaderCircle, LogIn, PartyPopper, Ticket } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useJoinSubleague } from '../api/join-subleague';
import { serverMessage } from '../server-message';

const t = nl.league.join;

/** Where the join page sends the player afterwards: the league, on the sub-leagues tab. */
const LEAGUE_PATH = '/league?tab=subpoules';

/** SPEC §8 Join: network failure, the server's error, or the fallback. */
export function joinErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 0) return t.network;
  return serverMessage(error, t.failed);
}

/** SPEC §2 League join page: every state from checking the session to joined or failed. */
export function LeagueJoinPage() {
  const { inviteCode = '' } = useParams();
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const join = useJoinSubleague();
  const { mutate } = join;
  // React's StrictMode runs effects twice in development; refs survive that, so this keeps the
  // join to one request per code.
  const requestedFor = useRef<string | null>(null);
  const loginPath = `/login?${new URLSearchParams({ returnTo: location.pathname }).toString()}`;

  useEffect(() => {
    if (status === 'anonymous') void navigate(loginPath, { replace: true });
  }, [status, loginPath, navigate]);

  useEffect(() => {
    if (status !== 'authenticated' || requestedFor.current === inviteCode) return;
    requestedFor.current = inviteCode;
    mutate(inviteCode);
  }, [status, inviteCode, mutate]);

  const isJoined = join.isSuccess;
  useEffect(() => {
    if (!isJoined) return;
    const timer = setTimeout(() => void navigate(LEAGUE_PATH), JOIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isJoined, navigate]);

  let content: ReactNode;
  if (status === 'loading') {
    content = (
      <StateCard icon={<Busy />} title={t.checkingTitle}>
        <p role="status">{t.checkingText}</p>
      </StateCard>
    );
  } else if (status === 'anonymous') {
    content = <LoginRequired inviteCode={inviteCode} loginPath={loginPath} />;
  } else if (join.isSuccess) {
    content = (
      <StateCard
        tone="success"
        icon={<PartyPopper aria-hidden="true" className="size-7" />}
        title={t.successTitle}
      >
        <p role="status" className="text-lg font-semibold text-navy-900">
          {t.successText(join.data.subleague.name)}
        </p>
        {join.data.already_member && <p className="mt-1">{t.alreadyMember}</p>}
        <p className="mt-3 text-sm text-slate-500">{t.redirecting}</p>
        <ButtonLink to={LEAGUE_PATH} size="lg" className="mt-6 w-full sm:w-auto">
          {t.goNow}
        </ButtonLink>
      </StateCard>
    );
  } else if (join.isError) {
    content = (
      <StateCard
        tone="error"
        icon={<CircleAlert aria-hidden="true" className="size-7" />}
        title={t.failedTitle}
      >
        <p role="alert" className="font-medium text-red-800">
          {joinErrorMessage(join.error)}
        </p>
        <InviteCode code={inviteCode} />
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={() => mutate(inviteCode)}>
            {t.retry}
          </Button>
          <ButtonLink to="/league" variant="outline" size="lg">
            {t.toLeague}
          </ButtonLink>
        </div>
      </StateCard>
    );
  } else {
    content = (
      <StateCard icon={<Busy />} title={t.pageTitle}>
        <p role="status">{t.joining}</p>
      </StateCard>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12 sm:py-20">
      <DocumentTitle title={t.pageTitle} />
      {content}
    </div>
  );
}

/**
 * SPEC §2: what an anonymous visitor sees while being sent to the login page (and what stays
 * if that redirect is held up): the code and a way to log in.
 */
export function LoginRequired({
  inviteCode,
  loginPath,
}: {
  inviteCode: string;
  loginPath: string;
}) {
  return (
    <StateCard icon={<LogIn aria-hidden="true" className="size-7" />} title={t.loginTitle}>
      <p>{t.loginText}</p>
      <InviteCode code={inviteCode} />
      <ButtonLink to={loginPath} replace size="lg" className="mt-6 w-full sm:w-auto">
        {t.loginButton}
      </ButtonLink>
    </StateCard>
  );
}

const TONES = {
  neutral: 'bg-navy-100 text-navy-700',
  success: 'bg-green-100 text-green-700',
  error: 'bg-red-100 text-red-700',
} as const;

function StateCard({
  icon,
  title,
  tone = 'neutral',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Card className="w-full p-8 text-center sm:p-10">
      <span
        className={cn(
          'mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl',
          TONES[tone],
        )}
      >
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-navy-950">{title}</h1>
      <div className="mt-3 text-slate-600">{children}</div>
    </Card>
  );
}

function Busy() {
  return <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />;
}

function InviteCode({ code }: { code: string }) {
  return (
    <p className="mt-5 flex flex-col items-center gap-1 text-sm">
      <span className="inline-flex items-center gap-1.5 font-semibold text-slate-500">
        <Ticket aria-hidden="true" className="size-4" />
        {t.inviteCode}
      </span>
      <code className="rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-sm break-all text-navy-900">
        {code}
      </code>
    </p>
  );
}
