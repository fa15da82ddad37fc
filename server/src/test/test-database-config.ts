/** Which database the API suite runs on: PGlite unless API_TEST_DRIVER=postgres. */
export function apiTestDriver(): 'pglite' | 'postgres' {
  return process.env.API_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export const TEST_DB_PREFIX = 'arkad_test_';

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
