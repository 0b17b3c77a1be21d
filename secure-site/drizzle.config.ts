import { defineConfig } from 'drizzle-kit'

// The secure site's tables, one migration history of their own.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
