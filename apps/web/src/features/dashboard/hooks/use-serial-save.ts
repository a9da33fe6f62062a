import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useDeadlineErrorHandler } from '../../../components/deadline/deadline-toast';
import { isApiError } from '../../../lib/api-client';
import { pendingSaves } from '../lib/pending-saves';

/**
 * Whether a failed save never reached a server that could take it (offline: status 0, or a
 * 5xx), so sending the same value again later may work. A 4xx is the server's answer to the
 * value itself and is not retried on its own.
 */
export function isRetryableSaveError(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** What started a save: typing (autosave), or the player asking (Enter, a click, retry). */
export type SaveSource = 'auto' | 'manual';

export type SerialSave<V> = {
  status: SaveStatus;
  /** The failure of the latest save, when status is 'error'. */
  error: unknown;
  /** How the failed save was started, for the two national-turnout messages. */
  failedSource: SaveSource | null;
  /** The value the server holds as far as this page knows. */
  savedValue: V | null;
  submit: (value: V, source?: SaveSource) => void;
  /** Sends the value whose save failed once more. */
  retry: () => void;
};

/**
 * Where a field's save that did not arrive is kept so that a reload sends it again.
 */
export type SaveOutbox<V> = {
  /** Whose outbox: another account on this device never sends it. */
  userId: number | null;
  /** The field's name in the outbox, unique on the dashboard. */
  field: string;
  /** After the deadline a kept value is dropped unsent. */
  isLocked: boolean;
  /** Reads a kept value back; null when it is not one (storage can be edited by hand). */
  parse: (kept: unknown) => V | null;
  /** A kept value is about to be sent again: show it instead of the server's. */
  onReplay: (value: V) => void;
};

/**
 * Saves one field (a turnout, the joker, a municipality's biggest party) with the
 * saved / saving / error states. At most one request per field is in flight: a value chosen
 * meanwhile waits and only the newest waiting value is sent, so a slow early answer can never
 * overwrite a later choice on the server. A value equal to the saved one is not sent again.
 * A 423 raises the 'Predictions Locked' toast. A save that did not reach the server (offline,
 * 5xx) keeps its value and is sent again when the browser comes back online.
 */
export function useSerialSave<V>(
  save: (value: V) => Promise<unknown>,
  initialValue: V | null,
  outbox?: SaveOutbox<V>,
): SerialSave<V> {
  const handleDeadlineError = useDeadlineErrorHandler();
  const [status, setStatus] = useState<SaveStatus>(initialValue === null ? 'idle' : 'saved');
  const [error, setError] = useState<unknown>(null);
  const [failedSource, setFailedSource] = useState<SaveSource | null>(null);
  const [savedValue, setSavedValue] = useState<V | null>(initialValue);

  // Bookkeeping the callbacks read and write between renders.
  const saved = useRef<V | null>(initialValue);
  const inFlight = useRef(false);
  const waiting = useRef<{ value: V; source: SaveSource } | null>(null);
  const lastAttempt = useRef<{ value: V; source: SaveSource } | null>(null);
  const saveRef = useRef(save);
  const outboxRef = useRef(outbox);
  useLayoutEffect(() => {
    saveRef.current = save;
    outboxRef.current = outbox;
  });

  /** Keeps a value that did not arrive, or (null) forgets the field's kept value. */
  const keep = useCallback((value: V | null) => {
    const box = outboxRef.current;
    if (box === undefined) return;
    if (value === null) pendingSaves.remove(box.userId, box.field);
    else pendingSaves.put(box.userId, box.field, value);
  }, []);

  const send = useCallback(
    (firstValue: V, firstSource: SaveSource) => {
      // Named, so that a waiting value can be sent from inside the chain.
      function run(value: V, source: SaveSource) {
        inFlight.current = true;
        lastAttempt.current = { value, source };
        setStatus('saving');
        saveRef
          .current(value)
          .then(
            () => {
              saved.current = value;
              setSavedValue(value);
              keep(null);
              return null;
            },
            (failure: unknown) => {
              handleDeadlineError(failure);
              keep(isRetryableSaveError(failure) ? value : null);
              return failure;
            },
          )
          .then((failure) => {
            inFlight.current = false;
            const next = waiting.current;
            waiting.current = null;
            if (next !== null && (failure !== null || !Object.is(next.value, saved.current))) {
              run(next.value, next.source);
              return;
            }
            if (failure !== null) {
              setError(failure);
              setFailedSource(source);
              setStatus('error');
            } else {
              setError(null);
              setFailedSource(null);
              setStatus('saved');
            }
          });
      }
      run(firstValue, firstSource);
    },
    [handleDeadlineError, keep],
  );

  const submit = useCallback(
    (value: V, source: SaveSource = 'manual') => {
      if (inFlight.current) {
        waiting.current = { value, source };
        return;
      }
      if (Object.is(value, saved.current)) {
        // Nothing to send; a failed attempt at another value is no longer what is shown.
        keep(null);
        setError(null);
        setFailedSource(null);
        setStatus('saved');
        return;
      }
      send(value, source);
    },
    [keep, send],
  );

  const retry = useCallback(() => {
    const attempt = lastAttempt.current;
    if (attempt === null || inFlight.current) return;
    send(attempt.value, 'manual');
  }, [send]);

  const isRetryable = status === 'error' && isRetryableSaveError(error);
  // Listening always and deciding when the event comes: an effect that listened only while
  // the save had failed started listening some time after the failure was shown, and a
  // connection back in that gap was missed. An effect event sees the latest committed render.
  const retryIfFailed = useEffectEvent(() => {
    if (isRetryable) retry();
  });
  useEffect(() => {
    const onOnline = () => retryIfFailed();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // A value kept before the last reload is shown and sent again, once, as if typed;
  // after the deadline it is dropped unsent. A layout effect, so that the field shows the kept
  // value from its first paint rather than empty for a frame (as the seats do).
  const hasReplayed = useRef(false);
  useLayoutEffect(() => {
    const box = outboxRef.current;
    if (hasReplayed.current || box === undefined) return;
    hasReplayed.current = true;
    const entry = pendingSaves.list(box.userId).find((kept) => kept.field === box.field);
    if (entry === undefined) return;
    const value = box.isLocked ? null : box.parse(entry.body);
    if (value === null) {
      pendingSaves.remove(box.userId, box.field);
      return;
    }
    box.onReplay(value);
    submit(value, 'auto');
  }, [submit]);

  return { status, error, failedSource, savedValue, submit, retry };
}
