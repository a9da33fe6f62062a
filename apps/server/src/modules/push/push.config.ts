import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The VAPID keys (RFC 8292) that sign every push (docs/decisions/065-web-push.md). From
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT; outside production, when unset, a pair
 * is generated once into DATA_DIR/vapid.json as the JWT secret is, so subscriptions survive a
 * restart. Production refuses to start with push on and a key missing: a generated pair would
 * differ per instance, and every browser's subscription is bound to one public key.
 */

export interface VapidKeys {
  /** The uncompressed P-256 public key (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** mailto: or https: — who push services contact about this sender. */
  subject: string;
}

export interface PushEnv {
  enabled: boolean;
  publicKey?: string;
  privateKey?: string;
  subject?: string;
}

const base64urlBytes = (text: string) =>
  /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1;

/** What is wrong with the three settings, one phrase per problem; empty when they can be used. */
export function vapidProblems(env: PushEnv, production: boolean): string[] {
  if (!env.enabled) return [];
  const problems: string[] = [];
  const { publicKey, privateKey, subject } = env;
  if (publicKey === undefined || privateKey === undefined || subject === undefined) {
    const anySet = [publicKey, privateKey].some((v) => v !== undefined);
    // Outside production a pair is generated when both keys are unset; half a pair is a mistake.
    if (production || anySet) {
      for (const [name, value] of [
        ['VAPID_PUBLIC_KEY', publicKey],
        ['VAPID_PRIVATE_KEY', privateKey],
        ['VAPID_SUBJECT', subject],
      ] as const) {
        if (value === undefined && (production || name !== 'VAPID_SUBJECT')) problems.push(name);
      }
    }
  }
  if (publicKey !== undefined && base64urlBytes(publicKey) !== 65) {
    problems.push('VAPID_PUBLIC_KEY must be a P-256 public key in base64url (65 bytes)');
  }
  if (privateKey !== undefined && base64urlBytes(privateKey) !== 32) {
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)');
  }
  if (subject !== undefined && !/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) {
    problems.push('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  }
  return problems;
}

/** A new P-256 key pair in the form VAPID and the browsers want. */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const raw = publicKey.export({ format: 'der', type: 'spki' });
  // The last 65 bytes of a P-256 SubjectPublicKeyInfo are the uncompressed point.
  return {
    publicKey: raw.subarray(raw.length - 65).toString('base64url'),
    privateKey: jwk.d!,
  };
}

/**
 * The keys to sign with: the configured ones, or (outside production, both unset) the pair kept
 * in `dataDir/vapid.json`, generated on first use. Undefined when push is off.
 */
export function loadVapidKeys(
  env: PushEnv,
  dataDir: string,
  defaultSubject: string,
): VapidKeys | undefined {
  if (!env.enabled) return undefined;
  const subject = env.subject ?? defaultSubject;
  if (env.publicKey && env.privateKey) {
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject };
  }
  const file = path.join(dataDir, 'vapid.json');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify(generateVapidKeyPair()), { mode: 0o600 });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/** The sender address of MAIL_FROM as a mailto: subject ("Zetelpoule <a@b.nl>" → mailto:a@b.nl). */
export function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
