import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The prebuilt remotes in this package: `index.json` and `<folder>/remoteEntry.js` per plugin. */
export const REMOTES_DIR = fileURLToPath(new URL('../remotes/', import.meta.url))

/** This package's version, which names the folder `copyPlugins` writes. */
export function pluginsVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  const version = typeof manifest === 'object' && manifest !== null ? (manifest as { version?: unknown }).version : undefined
  if (typeof version !== 'string') throw new Error('@portico/plugins: its package.json has no version')
  return version
}

export interface CopiedPlugins {
  /** The folder written: `<dir>/<version>`; serve it and pass its URL as `pluginBaseUrl`. */
  folder: string
  /** The plugin folders copied ('email', 'send' ...). */
  plugins: string[]
}

/**
 * Copies the remotes into `<dir>/<version>/`, a folder per release: a page served with the old
 * shell keeps finding its plugins while the new ones sit beside them, and the files can be cached
 * for good.
 * @example copyPlugins('public/portico-plugins') // { folder: '/app/public/portico-plugins/0.1.0', plugins: ['email', ...] }
 */
export function copyPlugins(dir: string): CopiedPlugins {
  const folder = resolve(dir, pluginsVersion())
  cpSync(REMOTES_DIR, folder, { recursive: true })
  const plugins = readdirSync(REMOTES_DIR).filter((name) => statSync(join(REMOTES_DIR, name)).isDirectory())
  return { folder, plugins }
}
