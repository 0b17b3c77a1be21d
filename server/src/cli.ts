// Placeholder until the HTTP service lands: opens the database so migrations can be applied.
import { createDatabase } from './db/createDatabase'

const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './portico-data' })
console.log(`database ready (${database.kind})`)
await database.close()
