import { describe, expect, it } from 'vitest';
import { startOneTaskEach } from './prefetch';

describe('startOneTaskEach', () => {
  it('starts the first call at once and each next one in a task of its own, in order', async () => {
    const started: string[] = [];
    const done = startOneTaskEach([
      () => started.push('prediction'),
      () => started.push('parties'),
      () => started.push('deadline'),
    ]);
    expect(started).toEqual(['prediction']);
    // Not in the same task: the microtasks queued so far run without starting the next one.
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['prediction']);
    await done;
    expect(started).toEqual(['prediction', 'parties', 'deadline']);
  });

  it('resolves at once for a page without calls', async () => {
    await expect(startOneTaskEach([])).resolves.toBeUndefined();
  });
});
