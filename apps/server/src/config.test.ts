import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config';

describe('configuration', () => {
  it('starts with no settings at all: PGlite, port 3000, mail to the outbox', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.oidc).toEqual({ 'google-oauth2': undefined, 'microsoft-graph': undefined });
  });

  it.each([
    [
      { PORT: 'abc' },
      /^Invalid configuration: PORT must be a whole number between 1 and 65535 \(got "abc"\)$/,
    ],
    [{ PORT: '70000' }, /PORT/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL must be a URL starting with postgres:/,
    ],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters long/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'zetelpoule.nl' }, /PUBLIC_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /GOOGLE_CLIENT_SECRET is required/],
  ])('refuses %o with one line naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('offers a social provider only when its client id and secret are set', () => {
    const config = parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.oidc['google-oauth2']).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(config.oidc['microsoft-graph']).toBeUndefined();
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.nl:587',
    JWT_SECRET: 'p'.repeat(48),
    PUBLIC_URL: 'https://zetelpoule.nl',
  };

  it('starts in production with a mail server, a secret and an https address', () => {
    const config = parseConfig(PRODUCTION);
    expect(config.env).toBe('production');
    expect(config.publicUrl).toBe('https://zetelpoule.nl');
  });

  it('uses every core and drains for five seconds in production, one worker and no drain otherwise', () => {
    expect(parseConfig(PRODUCTION)).toMatchObject({
      webConcurrency: availableParallelism(),
      shutdownDrainMs: 5_000,
    });
    expect(parseConfig({})).toMatchObject({ webConcurrency: 1, shutdownDrainMs: 0 });
    expect(
      parseConfig({ ...PRODUCTION, WEB_CONCURRENCY: '3', SHUTDOWN_DRAIN_MS: '0' }),
    ).toMatchObject({ webConcurrency: 3, shutdownDrainMs: 0 });
    expect(() => parseConfig({ WEB_CONCURRENCY: '0' })).toThrow(
      /^Invalid configuration: WEB_CONCURRENCY must be a whole number between 1 and 64 \(got "0"\)$/,
    );
    expect(() => parseConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: '' }, /requires SMTP_URL$/],
    ['JWT_SECRET', { JWT_SECRET: undefined }, /requires JWT_SECRET$/],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, /requires PUBLIC_URL \(an https:\/\/ address\)$/],
    [
      'an http PUBLIC_URL',
      { PUBLIC_URL: 'http://zetelpoule.nl' },
      /PUBLIC_URL must start with https:\/\/ \(got "http:\/\/zetelpoule.nl"\)$/,
    ],
  ])('refuses to start in production without %s, naming it', (_what, change, message) => {
    const env = { ...PRODUCTION, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every missing production setting at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: NODE_ENV=production requires SMTP_URL, JWT_SECRET, PUBLIC_URL (an https:// address)',
    );
  });

  it('keeps a generated JWT secret in DATA_DIR so sign-ins survive a restart', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });
});
