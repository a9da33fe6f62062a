import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Each import request streams its files to a temporary folder of its own and removes it
 * afterwards (decision 029). A process killed mid-import never gets to that `finally`, so the
 * route plugin also removes this module's folders that are older than an hour when the server
 * starts: no import runs that long, and a folder of another process still at work is younger.
 */

export const UPLOAD_FOLDER_PREFIX = 'zetelpoule-import-';
export const STALE_UPLOAD_FOLDER_MS = 60 * 60 * 1000;

export function createUploadFolder(parent: string = tmpdir()): Promise<string> {
  return mkdtemp(path.join(parent, UPLOAD_FOLDER_PREFIX));
}

/** Removes the stale upload folders in `parent`; returns how many. */
export async function removeStaleUploadFolders(
  parent: string = tmpdir(),
  now: number = Date.now(),
): Promise<number> {
  let removed = 0;
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(UPLOAD_FOLDER_PREFIX)) continue;
    const folder = path.join(parent, name);
    // Another process may remove it at the same moment: a vanished folder is not an error.
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < STALE_UPLOAD_FOLDER_MS) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
