import { describe, expect, it } from 'vitest';

describe('zod under the CSP', () => {
  it('never probes eval: zod sees jitless set before it loads', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
