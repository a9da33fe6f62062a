import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { usedCaptchaChallenges } from '../db/schema';
import { solveCaptcha } from '../modules/auth/auth.test-support';
import captchaPlugin from './captcha';
import databasePlugin from './database';

function signatureOf(token: string): string {
  return (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature: string })
    .signature;
}

/** The lifetime of the second instance's challenges, which the expiry test moves the clock past. */
const SHORT_TTL_SECONDS = 60;

/** The captcha plugin on its own; a second instance with a short challenge lifetime shows expiry. */
describe('captcha plugin', () => {
  let database: Database;
  let app: FastifyInstance;
  let shortLived: FastifyInstance;

  async function captchaApp(ttlSeconds: number): Promise<FastifyInstance> {
    const instance = Fastify();
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    await instance.register(databasePlugin, { database, ownsDatabase: false });
    await instance.register(captchaPlugin, { secret: 'x'.repeat(32), maxNumber: 2000, ttlSeconds });
    await instance.ready();
    return instance;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await captchaApp(600);
    shortLived = await captchaApp(SHORT_TTL_SECONDS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await app.close();
    await shortLived.close();
    await database.close();
  });

  it('accepts a solution once and refuses its replay', async () => {
    const token = await solveCaptcha(app);
    expect(await app.captcha.verify(token)).toBe(true);
    expect(await app.captcha.verify(token)).toBe(false);
  });

  it('refuses a solution signed with another secret', async () => {
    const other = Fastify();
    other.setValidatorCompiler(validatorCompiler);
    other.setSerializerCompiler(serializerCompiler);
    await other.register(databasePlugin, { database, ownsDatabase: false });
    await other.register(captchaPlugin, { secret: 'y'.repeat(32), maxNumber: 2000 });
    const foreign = await solveCaptcha(other);
    await other.close();
    expect(await app.captcha.verify(foreign)).toBe(false);
  });

  it('refuses a solution whose challenge expired, and forgets expired solutions', async () => {
    const used = await solveCaptcha(shortLived);
    expect(await shortLived.captcha.verify(used)).toBe(true);
    const token = await solveCaptcha(shortLived);
    // Past the challenge's lifetime on the clock the plugin reads, however long solving took.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SHORT_TTL_SECONDS + 1) * 1000 });
    expect(await shortLived.captcha.verify(token)).toBe(false);
    const fresh = await solveCaptcha(shortLived);
    expect(await shortLived.captcha.verify(fresh)).toBe(true);
    // The expired solution used above was pruned; the fresh one is remembered.
    const remembered = (await database.db.select().from(usedCaptchaChallenges)).map(
      (r) => r.signature,
    );
    expect(remembered).not.toContain(signatureOf(used));
    expect(remembered).toContain(signatureOf(fresh));
  });

  it('refuses garbage without throwing', async () => {
    for (const token of ['', '%%%', Buffer.from('{"a":1}').toString('base64'), 'e30=']) {
      expect(await app.captcha.verify(token)).toBe(false);
    }
  });
});
