import type { PushKinds, PushSubscriptionView } from '@zetelpoule/shared/contract/push';
import { PUSH_PATHS, pushSubscriptionPath } from '@zetelpoule/shared/contract/push-paths';
import { apiClient, isApiError } from './api-client';

/*
 * The browser side of Web Push (docs/decisions/065-web-push.md): whether this device can get
 * notifications, subscribing it with the server's public key, and the server's record of it.
 * The service worker (pwa/service-worker.ts) shows what arrives.
 */

export type PushAvailability =
  /** Push works here. */
  | 'available'
  /** iPhone or iPad in Safari: push only works from the app on the home screen. */
  | 'ios-needs-install'
  | 'unsupported';

function isIos(): boolean {
  const ua = navigator.userAgent;
  // iPadOS presents itself as a Mac, but a Mac has no touch screen.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function pushAvailability(): PushAvailability {
  const supported =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'ios-needs-install';
  return supported ? 'available' : 'unsupported';
}

/** The service worker's registration (pwa/register.ts registers it on every page). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ?? navigator.serviceWorker.register('/sw.js');
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() !== 'available') return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

const schemas = () => import('@zetelpoule/shared/contract/push');

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { public_key } = await apiClient.get(PUSH_PATHS.publicKey, {
    auth: false,
    schema: () => schemas().then((c) => c.PushPublicKeySchema),
  });
  const base64 = public_key.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(bytes, (c) => c.charCodeAt(0));
}

/** Sends the browser's subscription to the server; the server's view of it (kinds). */
export function saveSubscription(subscription: PushSubscription): Promise<PushSubscriptionView> {
  return apiClient.post(PUSH_PATHS.subscriptions, {
    body: subscription.toJSON(),
    schema: () => schemas().then((c) => c.PushSubscriptionSchema),
  });
}

export type EnableOutcome = 'enabled' | 'denied' | 'server-off';

/**
 * Asks for permission (it must follow a tap), subscribes this browser and registers it with
 * the server. An existing subscription is sent again, so the server has its current keys.
 */
export async function enablePush(): Promise<
  | { outcome: 'enabled'; view: PushSubscriptionView }
  | { outcome: Exclude<EnableOutcome, 'enabled'> }
> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { outcome: 'denied' };
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = await serverKey();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { outcome: 'server-off' };
    throw error;
  }
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  return { outcome: 'enabled', view: await saveSubscription(subscription) };
}

/** Unsubscribes this browser, here and on the server. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiClient.delete(PUSH_PATHS.subscriptions, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export function updatePushKinds(id: number, kinds: Partial<PushKinds>) {
  return apiClient.patch(pushSubscriptionPath(id), {
    body: kinds,
    schema: () => schemas().then((c) => c.PushSubscriptionSchema),
  });
}
