// First: zod must never probe eval under the CSP (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstPaintIsShown } from './app/after-first-paint';
import { dropCriticalStylesheet } from './app/critical-stylesheet';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

const root = createRoot(container);

function renderApp(): void {
  dropCriticalStylesheet();
  // One cache for the router's prefetches and the pages' queries.
  const queryClient = createQueryClient();
  // A transition lets React render the first page in slices of a few milliseconds instead of
  // one long task, so a slow phone stays responsive while the app starts (Lighthouse's total
  // blocking time). Until it commits, the first paint from index.html stays on screen.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders router={createAppRouter(queryClient)} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// The app starts once the HTML's own first screen has been shown (decision 038).
afterFirstPaintIsShown(renderApp);

// The service worker and its notices, after load (docs/decisions/066-installable-app.md).
addEventListener('load', () => void import('./pwa/register').then((pwa) => pwa.startPwa()), {
  once: true,
});
