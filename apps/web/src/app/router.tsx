import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { loadChunk } from '../lib/chunk-load';
import { startOneTaskEach, type CallStart } from '../lib/prefetch';
import { storage } from '../lib/storage';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

type RouteModule = {
  Component: ComponentType;
  /** The calls the page will make, each started into the cache its queries read. */
  prefetch?: (queryClient: QueryClient) => readonly CallStart[];
};

/**
 * Every page is its own chunk, loaded on first visit, failing after CHUNK_LOAD_TIMEOUT_MS. A page
 * that names its calls (`prefetch`) has them started as soon as its chunk is there, for a stored
 * session, rather than after the profile call the guards wait for: one round trip less on a slow
 * phone. The guards still decide what is shown.
 */
function lazyPages(queryClient: QueryClient) {
  return (load: () => Promise<RouteModule>): RouteObject['lazy'] =>
    async () => {
      const { Component, prefetch } = await loadChunk(load);
      if (prefetch === undefined) return { Component };
      return {
        Component,
        loader: async () => {
          if (storage.getAccessToken() !== null) await startOneTaskEach(prefetch(queryClient));
          return null;
        },
        // The loader only starts the calls; the queries keep themselves fresh (the live push),
        // so a new ?tab= or a submitted form must not start them again.
        shouldRevalidate: () => false,
      };
    };
}

/** The route table; `queryClient` is the cache the pages' prefetches fill. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const lazyPage = lazyPages(queryClient);
  return [
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
            {
              path: 'uitleg/eerste-kamer',
              lazy: lazyPage(() => import('./routes/projection-explainer')),
            },
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
                {
                  path: 'league/subpoule/:subleagueId/overzicht',
                  lazy: lazyPage(() => import('./routes/league-overview')),
                },
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
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
