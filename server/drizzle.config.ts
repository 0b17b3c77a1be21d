import { defineConfig } from 'drizzle-kit'

// Every area keeps its tables in a `schema.ts` beside its code; one migration history serves them all.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/schema.ts',
  out: './drizzle',
})
