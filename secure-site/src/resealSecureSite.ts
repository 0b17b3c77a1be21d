import { resealKeyShares, type ResealReport } from './auth/resealKeyShares'
import { DERIVED_SEALING_KEY_ID } from './auth/sealingKeys'
import { createDatabaseAuthStore } from './db/createDatabaseAuthStore'
import { openSecureSiteDatabase } from './db/openSecureSiteDatabase'
import { databaseOf } from './settings/databaseOf'
import type { SecureSiteSettings } from './settings/secureSiteSettings'
import { sealingKeysOf } from './settings/sealingKeysOf'

/**
 * `portico-secure-site reseal`: the database and at-rest keys of the settings the instances start
 * with, every stored auth share sealed anew under the first key (see resealKeyShares).
 * @example const report = await resealSecureSite(readSecureSiteSettings(['--config', 'site.json'], process.env))
 */
export async function resealSecureSite(settings: SecureSiteSettings): Promise<ResealReport> {
  const { url, dataDir, connectAttempts } = databaseOf(settings.database)
  const database = await openSecureSiteDatabase({ databaseUrl: url, dataDir, connectAttempts })
  try {
    const sealingKeys = sealingKeysOf(settings.sealingKeys ?? [{ kid: DERIVED_SEALING_KEY_ID }], settings.secretHex)
    return await resealKeyShares({ store: createDatabaseAuthStore(database.db), sealingKeys })
  } finally {
    await database.close()
  }
}
