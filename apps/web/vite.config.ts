import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';

const API_ORIGIN = 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));

// The CSP the server sends (docs/architecture.md#accounts-and-security). `vite preview` sends it
// too, so a build that would break under it (an inline script or style) shows up before it reaches
// the server.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // docs/decisions/006-csp-inline-styles.md
  "img-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // Social sign-in is a full-page redirect through the server
      // (docs/architecture.md#accounts-and-security).
      '/auth/login': API_ORIGIN,
      '/auth/complete': API_ORIGIN,
    },
  },
  preview: {
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads which chunks the landing route loads from here.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app deploy does not invalidate the framework code.
        // Only libraries the entry needs anyway belong here; a group also pulls in what lazy
        // routes use (classic zod, say), which would land on the landing page's bill.
        // Route modules split themselves through React Router's `lazy` (app/router.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // The entry parses with zod/mini; classic zod (form pages, contracts) shares its
            // core. Two groups, so the landing page loads the core and mini but never classic.
            {
              name: 'zod-core',
              test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini|locales)[\\/]/,
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Whole-app renders load lazy routes and type key by key; on a loaded 2-core CI machine
    // some take longer than vitest's 5 s default without anything being wrong.
    testTimeout: 15_000,
    css: false,
  },
});
