import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL from the schema here; the server applies the files in
// migrations/ itself at start (PGlite or Postgres), so no database URL is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './migrations',
});
