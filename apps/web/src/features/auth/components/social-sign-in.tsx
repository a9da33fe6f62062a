import type { ComponentType } from 'react';
import type { SocialProvider } from '@zetelpoule/shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { auth as authTexts } from '../../../i18n/nl-auth';
import { useProviders } from '../api/get-providers';

const t = authTexts.social;

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

function MicrosoftLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 21 21" className="size-5">
      <rect x="1" y="1" width="9" height="9" fill="#F25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
      <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
      <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
    </svg>
  );
}

const LOGOS: Record<SocialProvider, ComponentType> = {
  'google-oauth2': GoogleLogo,
  'microsoft-graph': MicrosoftLogo,
};

/**
 * A full-page redirect through the server (docs/architecture.md#accounts-and-security), one button
 * per provider the server has configured (GET /api/auth/providers/); none configured, nothing
 * shown.
 */
export function SocialProviderButtons({
  providers,
  returnTo = null,
}: {
  providers: readonly SocialProvider[];
  /** Where to come back to after signing in; the server keeps it in the flow cookie. */
  returnTo?: string | null;
}) {
  const query = returnTo === null ? '' : `?${new URLSearchParams({ next: returnTo }).toString()}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {providers.map((provider) => {
        const Logo = LOGOS[provider];
        return (
          <a
            key={provider}
            href={`/auth/login/${provider}/${query}`}
            className={buttonClasses({ variant: 'outline' })}
            aria-label={t.continueWith(t.providers[provider])}
          >
            <Logo />
            {t.providers[provider]}
          </a>
        );
      })}
    </div>
  );
}

export function SocialSignIn({ returnTo = null }: { returnTo?: string | null }) {
  const { data } = useProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="relative mb-4 flex items-center" role="separator" aria-label={t.divider}>
        <div className="flex-1 border-t border-slate-200" />
        <span className="px-3 text-sm text-slate-500">{t.divider}</span>
        <div className="flex-1 border-t border-slate-200" />
      </div>
      <SocialProviderButtons providers={providers} returnTo={returnTo} />
    </div>
  );
}
