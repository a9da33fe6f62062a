import { push } from '../i18n/nl-push';

/*
 * The page side of the service worker (docs/decisions/066-installable-app.md), loaded after the
 * page's load event so the first paint never waits for it: registers /sw.js, says so when the
 * device is offline, and offers a reload when a new version took over this open page.
 */

const t = push.app;

/** A bar at the bottom of the screen, above the app; styled through the CSSOM (CSP-safe). */
function notice(id: string, text: string, action?: { label: string; run: () => void }) {
  let bar = document.getElementById(id);
  if (bar) return bar;
  bar = document.createElement('div');
  bar.id = id;
  bar.setAttribute('role', 'status');
  Object.assign(bar.style, {
    position: 'fixed',
    left: '12px',
    right: '12px',
    bottom: '12px',
    zIndex: '60',
    maxWidth: '28rem',
    margin: '0 auto',
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '12px 16px',
    borderRadius: '16px',
    background: '#091233',
    color: '#fff',
    font: '14px/1.4 system-ui, sans-serif',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.25)',
  });
  const message = document.createElement('span');
  message.textContent = text;
  message.style.flex = '1';
  bar.append(message);
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.label;
    Object.assign(button.style, {
      minHeight: '44px',
      padding: '0 16px',
      border: '0',
      borderRadius: '12px',
      background: '#ff7a00',
      color: '#091233',
      font: 'inherit',
      fontWeight: '700',
    });
    button.addEventListener('click', action.run);
    bar.append(button);
  }
  document.body.append(bar);
  return bar;
}

function showOffline(isOffline: boolean) {
  if (isOffline) notice('zp-offline', t.offline);
  else document.getElementById('zp-offline')?.remove();
}

export function startPwa(): void {
  addEventListener('offline', () => showOffline(true));
  addEventListener('online', () => showOffline(false));
  // The worker marks the shell it served because the network did not answer.
  showOffline(
    !navigator.onLine || document.querySelector('meta[name="zetelpoule-offline"]') !== null,
  );

  // The development server has no built worker.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A page the worker did not control yet (the first visit) has nothing stale when it claims it.
  const hadWorker = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadWorker) notice('zp-update', t.update, { label: t.reload, run: () => location.reload() });
  });
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // No worker (private mode, blocked): the app works as a plain web page.
  });
}
