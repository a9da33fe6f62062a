import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../test/helper';
import errorsPlugin from './errors';
import securityPlugin, { HELMET_OPTIONS } from './security';

/** What @fastify/helmet itself sends with our options, per request (the reference). */
async function headersFromHelmet(): Promise<Record<string, string>> {
  const reference = Fastify({ logger: false });
  await reference.register(helmet, HELMET_OPTIONS);
  reference.get('/', () => '');
  const res = await reference.inject({ url: '/' });
  await reference.close();
  const {
    'content-type': _t,
    'content-length': _l,
    date: _d,
    connection: _c,
    ...rest
  } = res.headers;
  return rest as Record<string, string>;
}

function securityHeadersOf(headers: Record<string, unknown>, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

describe('security headers', () => {
  let t: TestApp;
  let player: TestUser;
  let expected: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    player = await createUser(t);
    expected = await headersFromHelmet();
  });
  afterAll(() => t.close());

  it('are the ones helmet sends with our options: strict CSP, no referrer, HSTS', () => {
    expect(expected['content-security-policy']).toContain("script-src 'self';");
    expect(expected['referrer-policy']).toBe('no-referrer');
    expect(expected['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    expect(expected['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('are identical on every kind of response: data, 401, 400, 404, a bad URL, a page (503: no web build here)', async () => {
    const names = Object.keys(expected);
    const responses = await Promise.all([
      t.app.inject({ url: '/api/health/' }),
      injectAs(t, player, { url: '/api/auth/league/global/?page=1' }),
      t.app.inject({ url: '/api/auth/league/global/' }),
      injectAs(t, player, { url: '/api/auth/league/global/?page=0' }),
      injectAs(t, player, {
        method: 'POST',
        url: '/api/auth/predictions/seats/single/',
        headers: { 'content-type': 'application/json' },
        payload: '{"seat_number":',
      }),
      t.app.inject({ url: '/api/no-such-route/' }),
      t.app.inject({ url: '/api/auth/league/join/%E0%A4%A/' }),
      t.app.inject({ url: '/' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 400, 400, 404, 400, 503]);
    for (const res of responses) {
      expect(securityHeadersOf(res.headers, names), res.raw.req.url).toEqual(expected);
    }
  });

  it('are on a 500 too, whose body hides the error', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    app.get('/boom/', () => {
      throw new Error('secret detail');
    });
    const res = await app.inject({ url: '/boom/' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret detail');
    expect(securityHeadersOf(res.headers, Object.keys(expected))).toEqual(expected);
  });
});
