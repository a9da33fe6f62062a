import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from '../../config';
import { generateVapidKeyPair } from './push.config';

// The VAPID keys (docs/decisions/065-web-push.md): given, generated outside production, refused half-given.

const keys = generateVapidKeyPair();
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.nl',
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://zetelpoule.nl',
};

describe('the VAPID configuration', () => {
  it('generates a pair once into DATA_DIR outside production, and keeps it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zp-vapid-'));
    const first = loadConfig({ DATA_DIR: dataDir }).push!;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:noreply@zetelpoule.nl');
    expect(statSync(path.join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).push).toEqual(first);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid.json'), 'utf8')).publicKey).toBe(
      first.publicKey,
    );
  });

  it('takes the keys and subject from the environment', () => {
    const config = parseConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://zetelpoule.nl/contact',
    });
    expect(config.push).toEqual({ ...keys, subject: 'https://zetelpoule.nl/contact' });
  });

  it('refuses production with push on and a key missing, naming what to set', () => {
    expect(() => parseConfig({ ...production, PUSH_NOTIFICATIONS: 'true' })).toThrow(
      'Invalid configuration: push notifications (PUSH_NOTIFICATIONS=true) require VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT',
    );
    expect(() =>
      parseConfig({
        ...production,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_SUBJECT: 'mailto:a@b.nl',
      }),
    ).toThrow(/require VAPID_PRIVATE_KEY/);
  });

  it('runs production without push when no key is set, and with it when all three are', () => {
    expect(parseConfig(production).push).toBeUndefined();
    expect(
      loadConfig({ ...production, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'zp-')) }).push,
    ).toBeUndefined();
    const on = parseConfig({
      ...production,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:beheer@zetelpoule.nl',
    });
    expect(on.push?.publicKey).toBe(keys.publicKey);
  });

  it('refuses malformed keys and subjects', () => {
    const bad = (env: Record<string, string>) => () =>
      parseConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, ...env });
    expect(bad({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(bad({ VAPID_PRIVATE_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(bad({ VAPID_SUBJECT: 'http://zetelpoule.nl' })).toThrow(ConfigError);
    // Half a pair outside production is a mistake too, not a reason to generate one.
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('switches push off entirely with PUSH_NOTIFICATIONS=false', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zp-vapid-'));
    expect(loadConfig({ DATA_DIR: dataDir, PUSH_NOTIFICATIONS: 'false' }).push).toBeUndefined();
  });
});
