/** The admin URL (DATABASE_URL); exits with a clear message when it is unset. */
export function requireAdminUrl(): string;
/** The URL of the suite's own database. */
export function e2eDatabaseUrl(): string;
