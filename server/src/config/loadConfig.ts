import { ConfigError, configProblems, readJsonConfigFile } from './configProblems'
import { environmentWithSecretFiles, type Environment } from './environmentWithSecretFiles'
import { serverConfigSchema, type PorticoServerConfig } from './configSchema'

export { ConfigError }

/** The environment variables that override the file; each secret may instead name a file (`<NAME>_FILE`). */
export const CONFIG_ENVIRONMENT = {
  file: 'PORTICO_CONFIG',
  port: 'PORT',
  databaseUrl: 'DATABASE_URL',
  dataDir: 'DATA_DIR',
  logLevel: 'LOG_LEVEL',
  /** `workers`: a number or `auto`, under the name hosting platforms already set. */
  workers: 'WEB_CONCURRENCY',
  /** `PORTICO_KEY_<name>` sets `keys.<name>` (the relayer's and the CCIP signer's keys, an onramp API key). */
  keyPrefix: 'PORTICO_KEY_',
} as const

/** The server's variables that hold secrets: each may instead name a file, as `<NAME>_FILE`. */
export const isSecretVariable = (name: string) => name === CONFIG_ENVIRONMENT.databaseUrl || name.startsWith(CONFIG_ENVIRONMENT.keyPrefix)

/**
 * Reads the JSON configuration file, lays the environment over it (secrets from their variables or
 * `..._FILE`), and checks the whole; throws a ConfigError listing every problem.
 *
 * @example
 * const config = await loadConfig('./portico.json', process.env)
 */
export async function loadConfig(path: string, env: Environment): Promise<PorticoServerConfig> {
  return applyEnvironment(readJsonConfigFile(path), env)
}

/** The file's settings with PORT, DATABASE_URL, DATA_DIR, LOG_LEVEL, WEB_CONCURRENCY and PORTICO_KEY_<name> laid over them, checked. */
export function applyEnvironment(raw: unknown, environment: Environment): PorticoServerConfig {
  let env: Environment
  try {
    env = environmentWithSecretFiles(environment, isSecretVariable)
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)])
  }
  const file = isRecord(raw) ? raw : {}
  const result = serverConfigSchema.safeParse({
    ...file,
    ...(env.PORT ? { port: Number(env.PORT) } : {}),
    ...(env.LOG_LEVEL ? { logLevel: env.LOG_LEVEL } : {}),
    ...(env.WEB_CONCURRENCY ? { workers: env.WEB_CONCURRENCY === 'auto' ? 'auto' : Number(env.WEB_CONCURRENCY) } : {}),
    database: {
      ...(isRecord(file.database) ? file.database : {}),
      ...(env.DATABASE_URL ? { url: env.DATABASE_URL } : {}),
      ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    },
    keys: { ...(isRecord(file.keys) ? file.keys : {}), ...keysOf(env) },
  })
  if (!result.success) throw new ConfigError(configProblems(result.error.issues))
  return result.data
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `PORTICO_KEY_<name>` variables as `keys` entries (their `_FILE` forms already read). */
function keysOf(env: Environment): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).flatMap(([variable, value]) =>
      variable.startsWith(CONFIG_ENVIRONMENT.keyPrefix) && !variable.endsWith('_FILE') && value !== undefined ? [[variable.slice(CONFIG_ENVIRONMENT.keyPrefix.length), value]] : [],
    ),
  )
}
