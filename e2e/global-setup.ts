import { execSync } from 'node:child_process';
import { requireAdminUrl } from './database.mjs';

/** Fails early with a clear message when PostgreSQL is missing, and builds what is stale. */
export default function globalSetup(): void {
  requireAdminUrl();
  execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
}
