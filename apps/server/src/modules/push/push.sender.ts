import webpush from 'web-push';
import type { PushKind, PushPayload } from '@zetelpoule/shared';
import type { VapidKeys } from './push.config';

/*
 * One push to one subscription (RFC 8030): web-push encrypts the payload (RFC 8291, aes128gcm)
 * and signs the VAPID header (RFC 8292); the request itself goes through fetch, with a timeout,
 * so one slow push service cannot hold a batch, and so an http loopback endpoint (tests,
 * development) is reached as it is.
 */

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A notification is worth little a day late: push services drop it after this. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

const URGENCY: Record<PushKind, 'normal' | 'high'> = {
  deadline: 'high',
  results: 'normal',
  overtaken: 'normal',
};

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export async function sendPush(
  vapid: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
  fetchImpl: Fetch = fetch,
): Promise<{ outcome: PushOutcome; status?: number }> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: URGENCY[payload.kind],
      // One per kind on the push service: a newer notification of a kind replaces an undelivered one.
      topic: payload.kind,
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  try {
    const response = await fetchImpl(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { outcome: 'sent', status: response.status };
    // RFC 8030 §7.3: the subscription expired or was removed; it never comes back.
    if (response.status === 404 || response.status === 410) {
      return { outcome: 'gone', status: response.status };
    }
    return { outcome: 'failed', status: response.status };
  } catch {
    return { outcome: 'failed' };
  }
}
