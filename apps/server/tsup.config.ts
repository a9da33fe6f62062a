import { defineConfig } from 'tsup';

// The server ships as two bundles; the shared package is TypeScript source, so it is bundled in.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@zetelpoule/shared'],
});
