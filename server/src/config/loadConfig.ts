import { readFile } from 'node:fs/promises'
import { serverConfigSchema, type PorticoServerConfig } from './configSchema'

/** The environment variables that override the file. */
export interface ConfigEnvironment {
  PORT?: string
  DATABASE_URL?: string
  DATA_DIR?: string
  LOG_LEVEL?: string
}

/**
 * Reads the JSON configuration file, applies environment overrides, and parses the result.
 *
 * @example
 * const config = await loadConfig('./portico.json', process.env)
 */
export async function loadConfig(path: string, env: ConfigEnvironment): Promise<PorticoServerConfig> {
  const raw: unknown = JSON.parse(await readFile(path, 'utf8'))
  return applyEnvironment(raw, env)
}

/** The file's settings with PORT, DATABASE_URL, DATA_DIR and LOG_LEVEL laid over them, parsed. */
export function applyEnvironment(raw: unknown, env: ConfigEnvironment): PorticoServerConfig {
  const file = serverConfigSchema.parse(raw)
  return serverConfigSchema.parse({
    ...file,
    ...(env.PORT ? { port: Number(env.PORT) } : {}),
    ...(env.LOG_LEVEL ? { logLevel: env.LOG_LEVEL } : {}),
    database: {
      ...file.database,
      ...(env.DATABASE_URL ? { url: env.DATABASE_URL } : {}),
      ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    },
  })
}
