// Where the end-to-end suite keeps its data: its own database next to the one DATABASE_URL names.
export function requireAdminUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'The end-to-end suite runs against PostgreSQL: set DATABASE_URL to a postgres:// address.',
    );
    process.exit(1);
  }
  return url;
}

export function e2eDatabaseUrl() {
  const url = new URL(requireAdminUrl());
  url.pathname = `/${process.env.E2E_DATABASE_NAME}`;
  return url.toString();
}
