import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { appDir, sizeFiles } from './artefacts'
import type { Spread } from './report'

export interface PluginFigure {
  folder: string
  /** description.json (the plugin index holds the same, for every plugin at the base URL). */
  description: { raw: number; gzip: number }
  remoteEntry: { raw: number; gzip: number }
  /** JS of the first click on its Account action (its first view), where the bench clicks one. */
  firstViewGzip: number | undefined
}

/** Per plugin of the Portico bench build: its description, its remote entry, its first view. */
export function pluginFigures(actions: readonly { folder: string; click: { gzip: Spread } }[]): PluginFigure[] {
  const pluginsDir = join(appDir('portico'), 'plugins')
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'description.json')))
    .map(({ name }) => {
      const dir = join(pluginsDir, name)
      const { raw, gzip } = sizeFiles(dir, ['description.json'], 'description')
      const entry = sizeFiles(dir, ['remoteEntry.js'], 'remote entry')
      return { folder: name, description: { raw, gzip }, remoteEntry: { raw: entry.raw, gzip: entry.gzip }, firstViewGzip: actions.find((a) => a.folder === name)?.click.gzip.median }
    })
}

const kb = (bytes: number) => `${(bytes / 1e3).toFixed(1)} kB`

/** One line per plugin: description, remote entry and first view bytes (gzip). */
export function formatPluginFigures(figures: readonly PluginFigure[]): string {
  return [
    'Per plugin (gzip): description.json | remote entry | first view (its Account action clicked)',
    ...figures.map((f) => `  ${f.folder.padEnd(10)} ${kb(f.description.gzip).padStart(8)} | ${kb(f.remoteEntry.gzip).padStart(8)} | ${f.firstViewGzip === undefined ? '-' : kb(f.firstViewGzip)}`),
  ].join('\n')
}
