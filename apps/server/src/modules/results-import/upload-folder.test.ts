import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import {
  STALE_UPLOAD_FOLDER_MS,
  UPLOAD_FOLDER_PREFIX,
  removeStaleUploadFolders,
} from './upload-folder';

const parent = mkdtempSync(path.join(tmpdir(), 'zetelpoule-upload-folder-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** A folder in `where` whose modification time is `ageMs` ago. */
function folder(where: string, name: string, ageMs: number): string {
  const target = path.join(where, name);
  mkdirSync(target);
  mkdirSync(path.join(target, 'inhoud'));
  const at = new Date(Date.now() - ageMs);
  utimesSync(target, at, at);
  return target;
}

describe('upload folders an import left behind when its process was killed', () => {
  it('are removed when older than an hour and ours; others are kept', async () => {
    const stale = folder(parent, `${UPLOAD_FOLDER_PREFIX}oud`, STALE_UPLOAD_FOLDER_MS + 60_000);
    const fresh = folder(parent, `${UPLOAD_FOLDER_PREFIX}nieuw`, 60_000);
    const other = folder(parent, 'iets-anders-oud', STALE_UPLOAD_FOLDER_MS + 60_000);

    expect(await removeStaleUploadFolders(parent)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(other)).toBe(true);
  });

  it('are removed when the server starts', async () => {
    // The real temporary folder, where the import route puts its uploads.
    const stale = folder(
      tmpdir(),
      `${UPLOAD_FOLDER_PREFIX}gestopt-${process.pid}`,
      STALE_UPLOAD_FOLDER_MS + 60_000,
    );
    try {
      const t = await buildTestApp({ seed: false });
      await t.close();
      expect(existsSync(stale)).toBe(false);
    } finally {
      rmSync(stale, { recursive: true, force: true });
    }
  });
});
