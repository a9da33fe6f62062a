// First: zod must never probe eval under the CSP (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

const root = createRoot(container);
// A transition lets React render the first page in slices of a few milliseconds instead of one
// long task, so a slow phone stays responsive while the app starts (Lighthouse's total blocking
// time). Until it commits, the first paint from index.html stays on screen.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders router={createAppRouter()} />
    </StrictMode>,
  );
});
