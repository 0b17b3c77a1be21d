import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { appDir, readManifest, sizeFiles } from '../artefacts'
import type { MeasuredSizes } from './sizeBudget'

/** `chunks/modal.1a2b3c4d.js` -> `modal`; a chunk the bundler split out without a name (`chunks/249.x.js`) -> `split`. */
export function chunkName(file: string): string {
  const name = basename(file).replace(/\.[0-9a-f]{8}\.js$/, '')
  return /^\d+$/.test(name) ? 'split' : name
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0)

/**
 * Portico's shipped artefacts in gzip bytes, from the bench builds of `portico` and `baseline`
 * (React with an empty `<dialog>`, built alike): the boot without React, each named lazy chunk of
 * the shell, and each plugin's remote entry and code (translations apart: one loads per language).
 */
export function measureSizes(): MeasuredSizes {
  const portico = readManifest('portico')
  const react = sizeFiles(appDir('baseline'), readManifest('baseline').initial, 'react').gzip
  const boot = sizeFiles(appDir('portico'), portico.initial, 'initial').gzip - react
  const chunks = new Map<string, number>()
  for (const { file } of portico.lazy) chunks.set(chunkName(file), (chunks.get(chunkName(file)) ?? 0) + sizeFiles(appDir('portico'), [file], file).gzip)
  const pluginsDir = join(appDir('portico'), 'plugins')
  const remotes = readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const dir = join(pluginsDir, name)
      const code = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js') && !basename(file).startsWith('locale-'))
      return [name, { entry: sizeFiles(dir, ['remoteEntry.js'], 'entry').gzip, code: sum(code.map((file) => sizeFiles(dir, [file], file).gzip)) }] as const
    })
  return { boot, chunks: Object.fromEntries([...chunks].sort(([a], [b]) => a.localeCompare(b))), remotes: Object.fromEntries(remotes) }
}
