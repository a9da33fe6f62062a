import { CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CALLBACK_DELAY_MS, ERROR_REDIRECT_MS } from '@zetelpoule/shared/constants';
import { safeReturnPath } from '@zetelpoule/shared/rules/return-path';
import { PageSpinner } from '../../../components/ui/spinner';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { useAuth } from '../../../lib/auth';
import { storage } from '../../../lib/storage';
import { withReturnTo } from '../../../lib/pending-invite';
import { USERNAME_SETUP_PATH } from '../../../lib/user';
import { checkUsernameSetup } from '../api/check-username-setup';
import { getCurrentUser } from '../api/get-current-user';
import { AuthCard, linkClasses } from './auth-card';
import { CardIcon } from './auth-fields';

const t = authTexts.callback;

function readCallbackParams(search: string): { access: string; refresh: string } | null {
  const params = new URLSearchParams(search);
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  if (params.get('error') || !access || !refresh) return null;
  return { access, refresh };
}

/**
 * Refusals the player must act on (register with e-mail, or verify the address with the
 * provider): shown until they choose, not replaced by the login page after 3 s.
 */
const ADDRESS_REFUSALS = {
  email_not_verified: { title: t.unverifiedTitle, text: t.unverified },
  email_missing: { title: t.missingTitle, text: t.missing },
} as const;

function addressRefusal(search: string) {
  const code = new URLSearchParams(search).get('error');
  return code === 'email_not_verified' || code === 'email_missing' ? ADDRESS_REFUSALS[code] : null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The social sign-in callback: the tokens from the address, then the user, then after
 * a second the username check; any failure sends the player back to /login after 3 s.
 */
export function AuthCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Read once, before the address is cleaned up below.
  const [tokens] = useState(() => readCallbackParams(search));
  // Where the player was headed (e.g. an invite), sealed by the server in the sign-in
  // flow; checked again here, so only a path of this site is ever followed.
  const [next] = useState(() => safeReturnPath(new URLSearchParams(search).get('next')));
  const [refusal] = useState(() => addressRefusal(search));
  const [hasFailed, setHasFailed] = useState(tokens === null);
  const hasStarted = useRef(false);

  const hasTokensInAddress = search.includes('_token=');
  useEffect(() => {
    // The tokens leave the address bar (and the history) at once.
    if (hasTokensInAddress) void navigate(pathname, { replace: true });
  }, [hasTokensInAddress, pathname, navigate]);

  useEffect(() => {
    // Strict mode runs effects twice; the sign-in must run once.
    if (tokens === null || hasStarted.current) return;
    hasStarted.current = true;
    (async () => {
      try {
        storage.setTokens(tokens);
        const user = await getCurrentUser();
        auth.login(tokens, user);
        await wait(CALLBACK_DELAY_MS);
        const { needs_username_setup } = await checkUsernameSetup();
        void navigate(
          needs_username_setup ? withReturnTo(USERNAME_SETUP_PATH, next) : (next ?? '/dashboard'),
          { replace: true },
        );
      } catch {
        storage.clearSession();
        setHasFailed(true);
      }
    })();
  }, [tokens, next, auth, navigate]);

  useEffect(() => {
    if (!hasFailed || refusal) return;
    const timer = setTimeout(
      () => void navigate(withReturnTo('/login', next), { replace: true }),
      ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [hasFailed, refusal, next, navigate]);

  if (!hasFailed) return <PageSpinner label={t.completing} />;
  if (refusal) {
    return (
      <AuthCard
        title={refusal.title}
        intro={<span role="alert">{refusal.text}</span>}
        footer={
          <span className="flex flex-col gap-3">
            <Link to={withReturnTo('/register', next)} className={linkClasses}>
              {t.registerWithEmail}
            </Link>
            <Link to={withReturnTo('/login', next)} className={linkClasses}>
              {t.backToLogin}
            </Link>
          </span>
        }
      />
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
      intro={
        <>
          <span role="alert">{t.failed}</span>
          <span className="mt-2 block text-sm">{t.redirecting}</span>
        </>
      }
    />
  );
}
