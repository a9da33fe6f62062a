import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadVapidKeys, mailtoOf, vapidProblems, type VapidKeys } from './modules/push/push.config';

/**
 * The one place the environment is read (README.md#configuration). Every setting is parsed at boot;
 * a missing or malformed one stops the server with one line that names it.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => {
        if (v === undefined) return true;
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Zetelpoule <noreply@zetelpoule.nl>'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  GOOGLE_OIDC_ISSUER: optionalUrl(['https:', 'http:']),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_OIDC_ISSUER: optionalUrl(['https:', 'http:']),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  /** Worker processes (node:cluster); unset = every core in production, 1 otherwise. */
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'must be a whole number between 1 and 64' })
    .int('must be a whole number between 1 and 64')
    .min(1, 'must be a whole number between 1 and 64')
    .max(64, 'must be a whole number between 1 and 64')
    .optional(),
  /** How long readiness reports 503 before the server stops accepting connections. */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds (0 to 60000)' })
    .int('must be a whole number of milliseconds (0 to 60000)')
    .min(0, 'must be a whole number of milliseconds (0 to 60000)')
    .max(60_000, 'must be a whole number of milliseconds (0 to 60000)')
    .optional(),
  /**
   * How long before the deadline the three reminders go out (7d, 24h, 2h), as three
   * durations with a unit (m, h, d), earliest first.
   */
  REMINDER_OFFSETS: z
    .string()
    .trim()
    .default('7d,24h,2h')
    .transform((v, ctx) => {
      const offsets = parseReminderOffsets(v);
      if (!offsets) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be three durations like 7d,24h,2h (m, h or d), each shorter than the one before',
        });
        return z.NEVER;
      }
      return offsets;
    }),
  /** Whether this instance runs the reminder queue's workers (default: not in tests). */
  REMINDER_QUEUE: z.enum(['true', 'false', '1', '0', '']).optional(),
  /**
   * Web Push (decision 065). Unset: on outside production (with generated keys), and in
   * production when a VAPID key is set.
   */
  PUSH_NOTIFICATIONS: z.enum(['true', 'false', '1', '0', '']).optional(),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
});

const DURATION_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "7d,24h,2h" → milliseconds, earliest first; undefined when malformed or not descending. */
export function parseReminderOffsets(text: string): [number, number, number] | undefined {
  const parts = text.split(',').map((part) => /^\s*([1-9][0-9]{0,4})\s*([mhd])\s*$/.exec(part));
  if (parts.length !== 3 || parts.some((match) => !match)) return undefined;
  const ms = parts.map((m) => Number(m![1]) * DURATION_MS[m![2] as keyof typeof DURATION_MS]);
  if (!(ms[0]! > ms[1]! && ms[1]! > ms[2]!)) return undefined;
  return [ms[0]!, ms[1]!, ms[2]!];
}

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  /** Unset: mails are written as .eml files to `dataDir/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  oidc: {
    'google-oauth2'?: OidcProviderConfig;
    'microsoft-graph'?: OidcProviderConfig;
  };
  /** Worker processes main.ts starts; 1 = no cluster, the process serves itself. */
  webConcurrency: number;
  /**
   * After SIGTERM, readiness answers 503 for this long while requests are still served, so the
   * load balancer takes the instance out of rotation before its listener closes.
   */
  shutdownDrainMs: number;
  /** Milliseconds before the deadline of the 7d, 24h and 2h reminders. */
  reminderOffsetsMs: [number, number, number];
  /** Run the reminder queue (pg-boss) in this instance. */
  reminderQueue: boolean;
  /** Web Push's signing keys (decision 065); undefined: push is off. */
  push: VapidKeys | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function oidcProvider(
  name: string,
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
  defaultIssuer: string,
): OidcProviderConfig | undefined {
  if (!clientId && !clientSecret) return undefined;
  if (!clientId)
    throw new ConfigError(
      `Invalid configuration: ${name}_CLIENT_ID is required when ${name}_CLIENT_SECRET is set`,
    );
  if (!clientSecret)
    throw new ConfigError(
      `Invalid configuration: ${name}_CLIENT_SECRET is required when ${name}_CLIENT_ID is set`,
    );
  return { issuer: issuer ?? defaultIssuer, clientId, clientSecret };
}

/**
 * In production a missing mail server would write reset links to the log and the
 * outbox, a generated secret differs per instance, and tokens must not travel over plain
 * http. All three are refused at boot, in one line naming every missing setting.
 */
function requireProductionSettings(e: z.infer<typeof EnvSchema>): void {
  const missing: string[] = [];
  if (!e.SMTP_URL) missing.push('SMTP_URL');
  if (!e.JWT_SECRET) missing.push('JWT_SECRET');
  if (!e.PUBLIC_URL) missing.push('PUBLIC_URL (an https:// address)');
  else if (new URL(e.PUBLIC_URL).protocol !== 'https:') {
    missing.push(`PUBLIC_URL must start with https:// (got ${JSON.stringify(e.PUBLIC_URL)})`);
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: NODE_ENV=production requires ${missing.join(', ')}`,
    );
  }
}

/** Parses the environment; pure apart from reading nothing. Throws ConfigError naming the setting. */
export function parseConfig(
  env: NodeJS.ProcessEnv,
  overrides: { jwtSecret?: string } = {},
): Omit<Config, 'jwtSecret'> & { jwtSecret: string | undefined; pushEnabled: boolean } {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'environment');
    const raw = env[key];
    throw new ConfigError(
      `Invalid configuration: ${key} ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`,
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') requireProductionSettings(e);
  const pushEnv = {
    enabled:
      e.PUSH_NOTIFICATIONS === undefined || e.PUSH_NOTIFICATIONS === ''
        ? e.NODE_ENV !== 'production' || Boolean(e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY)
        : e.PUSH_NOTIFICATIONS === 'true' || e.PUSH_NOTIFICATIONS === '1',
    publicKey: e.VAPID_PUBLIC_KEY,
    privateKey: e.VAPID_PRIVATE_KEY,
    subject: e.VAPID_SUBJECT,
  };
  const pushProblems = vapidProblems(pushEnv, e.NODE_ENV === 'production');
  if (pushProblems.length > 0) {
    throw new ConfigError(
      `Invalid configuration: push notifications (PUSH_NOTIFICATIONS=true) require ${pushProblems.join(', ')}` +
        ' — set them (npx web-push generate-vapid-keys) or PUSH_NOTIFICATIONS=false',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    webConcurrency: e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'production' ? availableParallelism() : 1),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
    reminderOffsetsMs: e.REMINDER_OFFSETS,
    reminderQueue:
      e.REMINDER_QUEUE === undefined || e.REMINDER_QUEUE === ''
        ? e.NODE_ENV !== 'test'
        : e.REMINDER_QUEUE === 'true' || e.REMINDER_QUEUE === '1',
    // Keys given in the environment; loadConfig generates a pair when both are unset.
    push:
      pushEnv.enabled && pushEnv.publicKey && pushEnv.privateKey
        ? {
            publicKey: pushEnv.publicKey,
            privateKey: pushEnv.privateKey,
            subject: pushEnv.subject ?? mailtoOf(e.MAIL_FROM),
          }
        : undefined,
    pushEnabled: pushEnv.enabled,
    oidc: {
      'google-oauth2': oidcProvider(
        'GOOGLE',
        e.GOOGLE_OIDC_ISSUER,
        e.GOOGLE_CLIENT_ID,
        e.GOOGLE_CLIENT_SECRET,
        'https://accounts.google.com',
      ),
      'microsoft-graph': oidcProvider(
        'MICROSOFT',
        e.MICROSOFT_OIDC_ISSUER,
        e.MICROSOFT_CLIENT_ID,
        e.MICROSOFT_CLIENT_SECRET,
        'https://login.microsoftonline.com/common/v2.0',
      ),
    },
  };
}

/**
 * parseConfig plus its one side effect (README.md#configuration): without JWT_SECRET a random
 * secret is generated once and kept in DATA_DIR/secret, so sign-ins survive a restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { pushEnabled, ...parsed } = parseConfig(env);
  // Outside production, push without keys gets a pair kept in DATA_DIR, as the secret below.
  const config = {
    ...parsed,
    push:
      parsed.push ??
      loadVapidKeys({ enabled: pushEnabled }, parsed.dataDir, mailtoOf(parsed.mailFrom)),
  };
  // Production always has one (parseConfig refuses to go on without it).
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const secretFile = path.join(config.dataDir, 'secret');
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return { ...config, jwtSecret: readFileSync(secretFile, 'utf8').trim() };
}
