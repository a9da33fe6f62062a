import { JOIN_REDIRECT_MS } from '@zetelpoule/shared';
import {
  CalendarClock,
  CircleAlert,
  Crown,
  LoaderCircle,
  LogIn,
  PartyPopper,
  Ticket,
  UserPlus,
  UsersRound,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { formatDeadline } from '../../../components/deadline/format-deadline';
import { DocumentTitle } from '../../../components/document-title';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { forgetInvite, rememberInvite, withReturnTo } from '../../../lib/pending-invite';
import { USERNAME_SETUP_PATH, needsUsernameSetup } from '../../../lib/user';
import { useInvite } from '../api/get-invite';
import { useJoinSubleague } from '../api/join-subleague';
import { serverMessage } from '../server-message';

const t = leagueTexts.join;

/** Where the join page sends the player afterwards: the league, on the sub-leagues tab. */
const LEAGUE_PATH = '/league?tab=subpoules';

/** Join: network failure, the server's error, or the fallback. */
export function joinErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 0) return t.network;
  return serverMessage(error, t.failed);
}

/**
 * League join page, with its invitation: a logged-out visitor sees what they are
 * invited to and registers or logs in with the way back in the address (decision 017); a
 * signed-in player joins at once.
 */
export function LeagueJoinPage() {
  const { inviteCode = '' } = useParams();
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const join = useJoinSubleague();
  const { mutate } = join;
  // React's StrictMode runs effects twice in development; refs survive that, so this keeps the
  // join to one request per code.
  const requestedFor = useRef<string | null>(null);
  const returnTo = location.pathname;
  // A new social player first chooses a username, then comes back here to join under it.
  const mustChooseUsername = status === 'authenticated' && needsUsernameSetup(user);

  useEffect(() => {
    if (status !== 'authenticated' || mustChooseUsername) return;
    if (requestedFor.current === inviteCode) return;
    requestedFor.current = inviteCode;
    mutate(inviteCode);
  }, [status, mustChooseUsername, inviteCode, mutate]);

  const isJoined = join.isSuccess;
  const isInvalid = isApiError(join.error) && join.error.status === 404;
  useEffect(() => {
    // The invite has done its work (or cannot): it is not picked up again later.
    if (isJoined || isInvalid) forgetInvite();
  }, [isJoined, isInvalid]);

  useEffect(() => {
    if (!isJoined) return;
    const timer = setTimeout(() => void navigate(LEAGUE_PATH), JOIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isJoined, navigate]);

  if (mustChooseUsername) {
    return <Navigate to={withReturnTo(USERNAME_SETUP_PATH, returnTo)} replace />;
  }

  let content: ReactNode;
  if (status === 'loading') {
    content = (
      <StateCard icon={<Busy />} title={t.checkingTitle}>
        <p role="status">{t.checkingText}</p>
      </StateCard>
    );
  } else if (status === 'anonymous') {
    content = <Invitation inviteCode={inviteCode} returnTo={returnTo} />;
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
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-8 sm:py-20">
      <DocumentTitle title={t.pageTitle} />
      {content}
    </div>
  );
}

/**
 * What a logged-out visitor of an invite link sees — the sub-league, who invites, how
 * many play and until when — and the two ways in, each carrying the way back here.
 */
export function Invitation({ inviteCode, returnTo }: { inviteCode: string; returnTo: string }) {
  const invite = useInvite(inviteCode, { enabled: true });
  const isUnknown = isApiError(invite.error) && invite.error.status === 404;

  useEffect(() => {
    // The fallback for the mail hop (decision 017); an unknown code is not kept.
    if (isUnknown) forgetInvite();
    else rememberInvite(inviteCode);
  }, [inviteCode, isUnknown]);

  if (invite.isPending) {
    return (
      <StateCard icon={<Busy />} title={t.pageTitle}>
        <p role="status">{t.invitationLoading}</p>
      </StateCard>
    );
  }

  if (isUnknown) {
    return (
      <StateCard
        tone="error"
        icon={<CircleAlert aria-hidden="true" className="size-7" />}
        title={t.invalidTitle}
      >
        <p role="alert" className="font-medium text-red-800">
          {serverMessage(invite.error, t.failed)}
        </p>
        <InviteCode code={inviteCode} />
        <ButtonLink to="/" variant="outline" size="lg" className="mt-6 w-full">
          {authTexts.register.home}
        </ButtonLink>
      </StateCard>
    );
  }

  // After the deadline there is nothing left to predict: the way in is to follow the league.
  const isClosed = invite.data?.predictions_closed === true;
  const joinButtons = (
    <div className="mt-6 flex flex-col gap-3">
      <ButtonLink to={withReturnTo('/register', returnTo)} size="lg" className="w-full">
        <UserPlus aria-hidden="true" className="size-5" />
        {isClosed ? t.registerAndFollow : t.registerAndJoin}
      </ButtonLink>
      <ButtonLink
        to={withReturnTo('/login', returnTo)}
        variant="outline"
        size="lg"
        className="w-full"
      >
        <LogIn aria-hidden="true" className="size-5" />
        {isClosed ? t.loginAndFollow : t.loginAndJoin}
      </ButtonLink>
      <p className="text-sm text-slate-500">{isClosed ? t.followHint : t.invitationHint}</p>
    </div>
  );

  if (invite.isError) {
    // Offline or a server hiccup: the invitation's details are missing, the way in is not.
    return (
      <StateCard icon={<Ticket aria-hidden="true" className="size-7" />} title={t.pageTitle}>
        <p>{t.invitationUnavailable}</p>
        <InviteCode code={inviteCode} />
        {joinButtons}
      </StateCard>
    );
  }

  const { name, creator_username, member_count, predictions_deadline, election_name } = invite.data;
  return (
    <StateCard
      icon={<Ticket aria-hidden="true" className="size-7" />}
      eyebrow={t.invitationEyebrow}
      title={name}
    >
      <p>{t.invitedBy(creator_username)}</p>
      {isClosed && (
        <p className="mt-4 rounded-xl bg-oranje-50 px-4 py-3 text-sm font-medium text-oranje-800 ring-1 ring-oranje-200">
          {t.closed(election_name)}
        </p>
      )}
      <h2 className="sr-only">{t.invitationFacts}</h2>
      <dl className="mt-5 divide-y divide-slate-100 rounded-xl bg-slate-50 text-left text-sm">
        <Fact icon={<Crown aria-hidden="true" className="size-4 shrink-0" />} term={t.creator}>
          {creator_username}
        </Fact>
        <Fact icon={<UsersRound aria-hidden="true" className="size-4 shrink-0" />} term={t.members}>
          {leagueTexts.subleagues.memberCount(member_count)}
        </Fact>
        {predictions_deadline !== null && (
          <Fact
            icon={<CalendarClock aria-hidden="true" className="size-4 shrink-0" />}
            term={isClosed ? t.deadlinePassed : t.deadline}
          >
            {formatDeadline(predictions_deadline)}
            {election_name !== null && (
              <span className="block font-normal text-slate-500">{election_name}</span>
            )}
          </Fact>
        )}
      </dl>
      {joinButtons}
    </StateCard>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 px-4 py-3">
      <dt className="flex w-28 shrink-0 items-center gap-1.5 font-medium text-slate-600">
        {icon}
        {term}
      </dt>
      <dd className="min-w-0 flex-1 font-semibold break-words text-navy-950">{children}</dd>
    </div>
  );
}

const TONES = {
  neutral: 'bg-navy-100 text-navy-700',
  success: 'bg-green-100 text-green-700',
  error: 'bg-red-100 text-red-700',
} as const;

function StateCard({
  icon,
  eyebrow,
  title,
  tone = 'neutral',
  children,
}: {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Card className="w-full p-6 text-center sm:p-10">
      <span
        className={cn(
          'mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl',
          TONES[tone],
        )}
      >
        {icon}
      </span>
      {eyebrow && <p className="mb-1 text-sm font-semibold text-oranje-800">{eyebrow}</p>}
      <h1 className="text-2xl font-bold tracking-tight break-words text-navy-950">{title}</h1>
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
