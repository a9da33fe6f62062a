import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';

const UI_PATHS = ['/api/docs/', '/api/docs', '/api/docs/static/index.html'];

async function documentPaths(t: TestApp): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
}

describe('the API documentation in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production refuses to start without these (config.ts).
    t = await buildTestApp({
      seed: false,
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://localhost:2525',
        PUBLIC_URL: 'https://zetelpoule.test',
      },
    });
  });
  afterAll(() => t.close());

  it('does not serve the Swagger UI', async () => {
    expect(t.config.env).toBe('production');
    for (const url of UI_PATHS) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/swagger/i);
    }
  });

  it('keeps the OpenAPI document public', async () => {
    expect(await documentPaths(t)).toContain('/api/health/');
  });
});

describe('the API documentation in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('serves the Swagger UI and the document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
    expect(await documentPaths(t)).toContain('/api/health/');
  });
});
