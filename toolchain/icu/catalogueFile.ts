import { fileURLToPath } from 'node:url'

/** A catalogue source: `<package>/src/**\/messages/<locale>.json`. */
export const CATALOGUE_FILE = /[\\/]messages[\\/]([a-z]{2})\.json$/

/** The module compiled contracts catalogues take the runtime from (inside contracts: no self-import cycle). */
const CONTRACTS_RUNTIME = fileURLToPath(new URL('../../contracts/src/i18n/messageRuntime.ts', import.meta.url))
const CONTRACTS_DIR = fileURLToPath(new URL('../../contracts/', import.meta.url))

/**
 * The locale of a catalogue file and where its compiled module imports the runtime from: the
 * shell and plugins take it from `@portico/contracts` (a plugin gets the shell's shared copy).
 * @example catalogueFile('/repo/plugins/send/src/messages/ar.json') // { locale: 'ar', runtimeModule: '@portico/contracts' }
 */
export function catalogueFile(path: string): { locale: string; runtimeModule: string } | undefined {
  const locale = CATALOGUE_FILE.exec(path)?.[1]
  if (!locale) return undefined
  return { locale, runtimeModule: path.startsWith(CONTRACTS_DIR) ? CONTRACTS_RUNTIME : '@portico/contracts' }
}
