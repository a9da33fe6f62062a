// First: zod must never probe eval under the CSP (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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

// The app starts once the HTML's own first screen has been painted (a boot shell, decision
// 036; else the loading line). When the scripts were quicker than the first frame, React would
// otherwise replace the shell before it was ever shown, and its copy of the login card's
// welcome line, painted after the form's chunks, would be the page's largest paint instead of
// the shell's (decision 038). requestAnimationFrame runs just before that frame is painted, the
// task after it once it has been; a hidden tab paints no frames, so it starts at once.
if (document.visibilityState === 'hidden') renderApp();
else requestAnimationFrame(() => setTimeout(renderApp, 0));
