import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { safeReturnPath, type SocialProvider } from '@zetelpoule/shared';
import type { OidcProviderConfig } from '../../../config';

/** What the provider told us about the person, from the ID token (and userinfo if needed). */
export interface SocialIdentity {
  subject: string;
  email: string | undefined;
  /**
   * Whether the provider vouches that the person controls `email` ({@link vouchesForEmail}).
   * Only such an address may create an account or be linked to one.
   */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  picture: string | undefined;
}

/** The secrets of one sign-in attempt, kept in the browser's flow cookie until it returns. */
export interface OidcFlow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Where the player goes after signing in (a checked same-site path), if anywhere. */
  returnTo?: string;
}

const FLOW_TTL_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce
 * (docs/architecture.md#accounts-and-security) for the configured providers. Discovery runs on
 * first use and is cached; a failed one is retried on the next sign-in.
 */
export function createOidcClient(options: {
  providers: Partial<Record<SocialProvider, OidcProviderConfig>>;
  publicUrl: string;
}) {
  const discovered = new Map<SocialProvider, Promise<client.Configuration>>();

  function configuration(provider: SocialProvider): Promise<client.Configuration> {
    const settings = options.providers[provider];
    if (!settings) throw new Error(`social provider ${provider} is not configured`);
    let config = discovered.get(provider);
    if (!config) {
      const issuer = new URL(settings.issuer);
      config = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain http only for a local issuer (development, tests); config allows it explicitly.
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      config.catch(() => discovered.delete(provider));
      discovered.set(provider, config);
    }
    return config;
  }

  function redirectUri(provider: SocialProvider): string {
    return `${options.publicUrl}/auth/complete/${provider}/`;
  }

  return {
    isConfigured: (provider: SocialProvider) => options.providers[provider] !== undefined,

    /** The provider's sign-in page for a new attempt, and the attempt's secrets. */
    async start(provider: SocialProvider): Promise<{ url: URL; flow: OidcFlow }> {
      const config = await configuration(provider);
      const flow: OidcFlow = {
        provider,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider),
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    /** Exchanges the code; openid-client checks state, nonce, PKCE, issuer and audience. */
    async complete(flow: OidcFlow, query: string): Promise<SocialIdentity> {
      const config = await configuration(flow.provider);
      const currentUrl = new URL(redirectUri(flow.provider));
      currentUrl.search = query;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims: Record<string, unknown> = { ...tokens.claims()! };
      // Some providers (Microsoft) leave the e-mail or names out of the ID token. The address
      // and whether it is verified are taken from one source together, never mixed.
      if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        const info: Record<string, unknown> = await client.fetchUserInfo(
          config,
          tokens.access_token,
          String(claims.sub),
        );
        if (typeof info.email === 'string') {
          claims.email = info.email;
          claims.email_verified = info.email_verified;
          delete claims.xms_edov;
        }
        for (const key of ['given_name', 'family_name', 'picture']) claims[key] ??= info[key];
      }
      const text = (v: unknown) =>
        typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
      return {
        subject: String(claims.sub),
        email: text(claims.email),
        emailVerified: vouchesForEmail(flow.provider, claims),
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        picture: text(claims.picture),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * Whether the provider's claims vouch that the person controls the `email` claim's address
 * (docs/decisions/045-social-sign-in-verified-address.md).
 * - Google: `email_verified: true`.
 * - Microsoft: a tenant chooses its users' `email` and Microsoft sends no `email_verified`, so
 *   only the optional claim `xms_edov` ("email domain owner verified") counts, and
 *   `email_verified` is ignored.
 */
export function vouchesForEmail(
  provider: SocialProvider,
  claims: Readonly<Record<string, unknown>>,
): boolean {
  if (provider === 'microsoft-graph') {
    return claims.xms_edov === true || claims.xms_edov === 'true' || claims.xms_edov === 1;
  }
  return claims.email_verified === true;
}

/**
 * The flow cookie's content is encrypted and authenticated (JWE, A256GCM) with a key derived
 * from JWT_SECRET, and expires with the attempt: it cannot be read, forged or replayed later.
 */
export function createFlowSealer(secret: string) {
  const key = createHash('sha256').update(`${secret}\0zetelpoule:oidc-flow`).digest();
  return {
    seal: (flow: OidcFlow) =>
      new EncryptJWT({ ...flow })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
        .encrypt(key),

    async open(sealed: string): Promise<OidcFlow | undefined> {
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        const { provider, state, nonce, codeVerifier, returnTo } = payload;
        if (
          typeof provider !== 'string' ||
          typeof state !== 'string' ||
          typeof nonce !== 'string' ||
          typeof codeVerifier !== 'string'
        ) {
          return undefined;
        }
        const back = safeReturnPath(returnTo);
        return {
          provider: provider as SocialProvider,
          state,
          nonce,
          codeVerifier,
          ...(back ? { returnTo: back } : {}),
        };
      } catch {
        return undefined;
      }
    },
    ttlSeconds: FLOW_TTL_SECONDS,
  };
}
