// First: zod must never probe eval under the CSP (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

const root = createRoot(container);
// One cache for the router's prefetches and the pages' queries.
const queryClient = createQueryClient();
// A transition lets React render the first page in slices of a few milliseconds instead of one
// long task, so a slow phone stays responsive while the app starts. Until it commits, the
// loading line from index.html stays on screen.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders router={createAppRouter(queryClient)} queryClient={queryClient} />
    </StrictMode>,
  );
});

// The service worker and its notices, after load (docs/decisions/066-installable-app.md).
addEventListener('load', () => void import('./pwa/register').then((pwa) => pwa.startPwa()), {
  once: true,
});
