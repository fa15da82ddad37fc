/** Which database the API suite runs on: PGlite unless API_TEST_DRIVER=postgres. */
export function apiTestDriver(): 'pglite' | 'postgres' {
  return process.env.API_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export const TEST_DB_PREFIX = 'arkad_test_';

/** The Postgres server the API suite makes its databases on (API_TEST_DRIVER=postgres). */
export function postgresTestAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('API_TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  return adminUrl;
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
