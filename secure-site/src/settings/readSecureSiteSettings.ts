import { readFileSync } from 'node:fs'
import { secureSiteSettingsSchema, type SecureSiteSettings } from './secureSiteSettings'

/** The environment variables that override the file: secrets stay out of it. */
export const SETTINGS_ENVIRONMENT = {
  file: 'PORTICO_SECURE_SITE_CONFIG',
  secretHex: 'PORTICO_SECURE_SITE_SECRET',
  smtpPassword: 'PORTICO_SECURE_SITE_SMTP_PASSWORD',
} as const

/**
 * Reads the settings file (its path from `--config <path>` or PORTICO_SECURE_SITE_CONFIG), lays the
 * environment's secrets over it, and checks the whole.
 * @example const settings = readSecureSiteSettings(process.argv.slice(2), process.env)
 */
export function readSecureSiteSettings(args: readonly string[], env: Readonly<Record<string, string | undefined>>): SecureSiteSettings {
  const flag = args.indexOf('--config')
  const path = flag >= 0 ? args[flag + 1] : env[SETTINGS_ENVIRONMENT.file]
  if (!path) throw new Error(`Give the settings file: --config <path> or ${SETTINGS_ENVIRONMENT.file}`)
  const file: unknown = JSON.parse(readFileSync(path, 'utf8'))
  const fromFile = typeof file === 'object' && file !== null ? (file as Record<string, unknown>) : {}
  const secretHex = env[SETTINGS_ENVIRONMENT.secretHex] ?? fromFile.secretHex
  const smtp = typeof fromFile.smtp === 'object' && fromFile.smtp !== null ? fromFile.smtp : {}
  const smtpPassword = env[SETTINGS_ENVIRONMENT.smtpPassword]
  const result = secureSiteSettingsSchema.safeParse({ ...fromFile, secretHex, smtp: smtpPassword ? { ...smtp, password: smtpPassword } : smtp })
  // Name the fields that failed, never their values (one is the secret).
  if (!result.success) throw new Error(`Invalid secure site settings: ${result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`)
  return result.data
}
