import { requireAdminUrl } from './database.mjs';

/** Fails early with a clear message when PostgreSQL is missing. */
export default function globalSetup(): void {
  requireAdminUrl();
}
