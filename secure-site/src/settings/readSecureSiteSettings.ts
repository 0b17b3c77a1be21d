import { frameSocialProviderSchema } from '@portico/contracts'
import { ConfigError, configProblems, readJsonConfigFile } from '@portico/server/config-problems'
import { environmentWithSecretFiles } from '@portico/server/secrets'
import { socialKeyVariable, socialSecretVariable } from '../auth/socialProviderSettings'
import { secureSiteSettingsSchema, type SecureSiteSettings } from './secureSiteSettings'

/** The environment variables that override the file: secrets stay out of it. */
export const SETTINGS_ENVIRONMENT = {
  file: 'PORTICO_SECURE_SITE_CONFIG',
  secretHex: 'PORTICO_SECURE_SITE_SECRET',
  smtpPassword: 'PORTICO_SECURE_SITE_SMTP_PASSWORD',
  databaseUrl: 'DATABASE_URL',
  sessionKeys: 'PORTICO_SECURE_SITE_SESSION_KEYS',
  sealingKeys: 'PORTICO_SECURE_SITE_SEALING_KEYS',
} as const

/** Settings that cannot start the secure site: one line per problem (the server's ConfigError). */
export { ConfigError as SettingsError }

/** The variables that hold secrets: each may instead name a file holding it, as `<NAME>_FILE`. */
export const isSecretVariable = (name: string) =>
  name !== SETTINGS_ENVIRONMENT.file && (name === SETTINGS_ENVIRONMENT.databaseUrl || name.startsWith('PORTICO_SECURE_SITE_'))

/**
 * Reads the settings file (its path from `--config <path>` or PORTICO_SECURE_SITE_CONFIG), lays the
 * environment's secrets over it (each from its variable or from the file `<NAME>_FILE` names), and
 * checks the whole.
 * @example const settings = readSecureSiteSettings(process.argv.slice(2), process.env)
 */
export function readSecureSiteSettings(args: readonly string[], environment: Readonly<Record<string, string | undefined>>): SecureSiteSettings {
  let env: Readonly<Record<string, string | undefined>>
  try {
    env = environmentWithSecretFiles(environment, isSecretVariable)
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)])
  }
  const flag = args.indexOf('--config')
  const path = flag >= 0 ? args[flag + 1] : env[SETTINGS_ENVIRONMENT.file]
  if (!path) throw new ConfigError([`Give the settings file: --config <path> or ${SETTINGS_ENVIRONMENT.file}`])
  const file = readJsonConfigFile(path)
  const fromFile = typeof file === 'object' && file !== null ? (file as Record<string, unknown>) : {}
  const secretHex = env[SETTINGS_ENVIRONMENT.secretHex] ?? fromFile.secretHex
  const smtp = typeof fromFile.smtp === 'object' && fromFile.smtp !== null ? fromFile.smtp : {}
  const smtpPassword = env[SETTINGS_ENVIRONMENT.smtpPassword]
  const databaseUrl = env[SETTINGS_ENVIRONMENT.databaseUrl]
  const database = typeof fromFile.database === 'object' && fromFile.database !== null ? fromFile.database : {}
  const sessionKeys = env[SETTINGS_ENVIRONMENT.sessionKeys]
  const sealingKeys = env[SETTINGS_ENVIRONMENT.sealingKeys]
  const result = secureSiteSettingsSchema.safeParse({
    ...fromFile,
    ...(isObject(fromFile.social) ? { social: withClientSecrets(fromFile.social, env) } : {}),
    secretHex,
    smtp: smtpPassword ? { ...smtp, password: smtpPassword } : smtp,
    database: databaseUrl ? { ...database, url: databaseUrl } : database,
    ...(sessionKeys ? { sessionKeys: readKeyList(sessionKeys) } : {}),
    ...(sealingKeys ? { sealingKeys: readKeyList(sealingKeys) } : {}),
  })
  // Name the fields that failed, never their values (one is the secret).
  if (!result.success) throw new ConfigError(configProblems(result.error.issues))
  return result.data
}

/** `2026-11:<hex>,2026-05:<hex>` as `[{ kid, secretHex }]`, in order (an entry without `:` is a bare id); the schema checks each part. */
function readKeyList(list: string): { kid: string; secretHex?: string }[] {
  return list.split(',').map((entry) => {
    const separator = entry.indexOf(':')
    return separator < 0 ? { kid: entry.trim() } : { kid: entry.slice(0, separator).trim(), secretHex: entry.slice(separator + 1).trim() }
  })
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Each listed provider's client secret from its variable (PORTICO_SECURE_SITE_SOCIAL_GOOGLE_SECRET), over the file's. */
function withClientSecrets(social: Record<string, unknown>, env: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  if (!isObject(social.providers)) return social
  const providers = social.providers
  const entries = Object.entries(providers).map(([name, provider]) => {
    const known = frameSocialProviderSchema.safeParse(name).success
    const secret = known ? env[socialSecretVariable(name)] : undefined
    const privateKey = known ? env[socialKeyVariable(name)] : undefined
    if (!isObject(provider)) return [name, provider]
    // A PEM in one line of the environment may carry its line breaks as \n.
    return [name, { ...provider, ...(secret ? { clientSecret: secret } : {}), ...(privateKey ? { privateKey: privateKey.replaceAll('\\n', '\n') } : {}) }]
  })
  return { ...social, providers: Object.fromEntries(entries) }
}
