import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { catalogueFile } from './catalogueFile'
import { compileCatalogue } from './compileCatalogue'

// A virtual id, so Vite's own JSON handling never sees the compiled module.
const SUFFIX = '.icu.js'

/** Vite (vitest) plugin: compiles `messages/<locale>.json` catalogues as the rspack loader does. */
export function icuVitePlugin(): Plugin {
  return {
    name: 'portico-icu',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && catalogueFile(resolved.id) ? `${resolved.id}${SUFFIX}` : null
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null
      const path = id.slice(0, -SUFFIX.length)
      const file = catalogueFile(path)
      if (!file) return null
      this.addWatchFile(path)
      return compileCatalogue(JSON.parse(readFileSync(path, 'utf8')), { ...file, file: path })
    },
  }
}
