import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { loadChunk } from '../lib/chunk-load';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

type RouteModule = { Component: ComponentType };

/** Every page is its own chunk, loaded on first visit, failing after SPEC §9's timeout. */
function lazyPage(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return () => loadChunk(load);
}

/** SPEC §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Catches a crash of the layout itself; the pathless route below keeps the layout
    // (navbar, footer) around a page that crashed.
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageSpinner,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { index: true, lazy: lazyPage(() => import('./routes/landing')) },
              { path: 'login', lazy: lazyPage(() => import('./routes/login')) },
              { path: 'register', lazy: lazyPage(() => import('./routes/register')) },
              {
                path: 'forgot-password',
                lazy: lazyPage(() => import('./routes/forgot-password')),
              },
              {
                path: 'reset-password/:token',
                lazy: lazyPage(() => import('./routes/reset-password')),
              },
            ],
          },
          {
            path: 'verify-email/:token',
            lazy: lazyPage(() => import('./routes/verify-email')),
          },
          { path: 'legal', lazy: lazyPage(() => import('./routes/legal')) },
          { path: 'auth/callback', lazy: lazyPage(() => import('./routes/auth-callback')) },
          {
            path: 'league/join/:inviteCode',
            lazy: lazyPage(() => import('./routes/league-join')),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', lazy: lazyPage(() => import('./routes/dashboard')) },
              { path: 'league', lazy: lazyPage(() => import('./routes/league')) },
              { path: 'uitslag', lazy: lazyPage(() => import('./routes/results')) },
              {
                path: 'voorspelling-van-nederland',
                lazy: lazyPage(() => import('./routes/voorspelling-van-nederland')),
              },
              { path: 'profile', lazy: lazyPage(() => import('./routes/profile')) },
              {
                path: 'setup-username',
                lazy: lazyPage(() => import('./routes/setup-username')),
              },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: 'admin/election-results',
                lazy: lazyPage(() => import('./routes/admin-election-results')),
              },
              {
                path: 'admin/user-search',
                lazy: lazyPage(() => import('./routes/admin-user-search')),
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
