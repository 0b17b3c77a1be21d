import { readFileSync } from 'node:fs'

/** An environment as `process.env` holds it. */
export type Environment = Readonly<Record<string, string | undefined>>

const FILE_SUFFIX = '_FILE'

/** A secret file's content without the one line break an editor or `echo` leaves at its end. */
function readSecretFile(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8').replace(/\r?\n$/, '')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    throw new Error(`${variable}: cannot read ${path} (${code})`, { cause: error })
  }
}

/**
 * The environment with each secret given as a file path (`<NAME>_FILE`, as containers mount
 * secrets under /run/secrets) read into `<NAME>`. Only variables `isSecret` names are read so;
 * a variable given both ways is refused, naming it (never its value).
 * @example environmentWithSecretFiles({ DATABASE_URL_FILE: '/run/secrets/db' }, (name) => name === 'DATABASE_URL') // { DATABASE_URL: 'postgres://...', DATABASE_URL_FILE: '/run/secrets/db' }
 */
export function environmentWithSecretFiles(env: Environment, isSecret: (name: string) => boolean): Record<string, string | undefined> {
  const resolved: Record<string, string | undefined> = { ...env }
  for (const [variable, path] of Object.entries(env)) {
    if (!variable.endsWith(FILE_SUFFIX) || !path) continue
    const name = variable.slice(0, -FILE_SUFFIX.length)
    if (!isSecret(name)) continue
    if (env[name] !== undefined) throw new Error(`${name} and ${variable} are both set: give the secret one way`)
    resolved[name] = readSecretFile(variable, path)
  }
  return resolved
}
