import { CHUNK_LOAD_TIMEOUT_MS } from '@zetelpoule/shared/constants';

/** A route's script could not be loaded: offline, or a deploy replaced the file. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** A script chunk that has not loaded within 120 s counts as failed. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a script chunk took longer than ${timeoutMs} ms.`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Passed on as is: isChunkLoadError() tells a failed download from a module that
        // threw while it was evaluated, which is a bug and not a reason to reload.
        reject(error);
      },
    );
  });
}

// What browsers throw when a dynamic import fails (Chromium, Safari, Firefox) or when Vite
// cannot preload a chunk's CSS.
const CHUNK_ERROR_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_ERROR_MESSAGE.test(error.message);
}
