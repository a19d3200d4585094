import { defineConfig } from 'drizzle-kit';

// One dialect for both stores: PGlite (embedded default) and PostgreSQL (DATABASE_URL) run the
// same SQL migrations from ./drizzle, applied at start by drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
