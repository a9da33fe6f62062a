/*
 * The service worker (docs/decisions/066-installable-app.md), built into dist/sw.js by
 * build/service-worker.ts, which puts the build's file list and version in place of the two
 * constants below. It keeps the app's shell for offline use, never anything from /api/ (a
 * player's data is never stored here), shows push notifications and opens their page.
 *
 * The web app's tsconfig has the DOM library, not WebWorker's: the few service-worker types
 * used here are declared below.
 */

declare const __ZP_PRECACHE__: string[];
declare const __ZP_VERSION__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE = `zetelpoule-${__ZP_VERSION__}`;
const PRECACHE = new Set(__ZP_PRECACHE__);
/** The app's bare document: any page of the SPA starts from it when the network is gone. */
const SHELL = '/index.html';

const OFFLINE_PAGE = `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Zetelpoule — offline</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
header{background:#091233;color:#fff;font-weight:800;font-size:20px;padding:20px 16px}
main{max-width:36rem;margin:48px auto;padding:0 16px;line-height:1.5}</style></head>
<body><header>Zetelpoule</header><main><h1>Je bent offline</h1>
<p>Zetelpoule kan deze pagina nu niet laden. Zodra je weer verbinding hebt, kun je het opnieuw proberen.</p>
</main></body></html>`;

scope.addEventListener('install', (event) => {
  // A new version takes over at once; open pages are offered a reload (pwa/register.ts).
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...PRECACHE]))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('zetelpoule-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

/**
 * The cached shell, marked as served offline (pwa/register.ts shows the notice for it: the
 * page's own calls for data will fail); a plain Dutch page when even that is missing.
 */
async function offlineDocument(): Promise<Response> {
  const shell = await caches.match(SHELL);
  if (!shell) {
    return new Response(OFFLINE_PAGE, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
  const html = (await shell.text()).replace(
    '<head>',
    '<head><meta name="zetelpoule-offline" content="1">',
  );
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  // The API (a player's data, the live stream) and the sign-in redirects: the network's, as is.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/')) return;
  if (request.mode === 'navigate') {
    // The server's page first: it carries the page's own first screen and the newest build.
    event.respondWith(fetch(request).catch(offlineDocument));
    return;
  }
  if (PRECACHE.has(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
  }
});

interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function payloadOf(event: PushEvent): Payload {
  try {
    const data = event.data?.json() as Partial<Payload> | undefined;
    if (data?.title && data.body) {
      return {
        title: data.title,
        body: data.body,
        url: data.url?.startsWith('/') ? data.url : '/dashboard',
        tag: data.tag ?? 'zetelpoule',
      };
    }
  } catch {
    // Not JSON: the generic text below.
  }
  return {
    title: 'Zetelpoule',
    body: 'Er is nieuws in Zetelpoule.',
    url: '/dashboard',
    tag: 'zetelpoule',
  };
}

scope.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  event.waitUntil(
    scope.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      lang: 'nl',
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/dashboard';
  const target = new URL(path, scope.location.origin).href;
  event.waitUntil(
    scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const client = open[0];
      if (!client) return void (await scope.clients.openWindow(target));
      await client.focus();
      if (client.url !== target) await client.navigate(target);
    }),
  );
});
