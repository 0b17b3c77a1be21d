import type { LoaderContext } from '@rspack/core'
import { catalogueFile } from './catalogueFile'
import { compileCatalogue } from './compileCatalogue'

/**
 * The rspack loader's work (see icuLoader.mjs): a catalogue's ICU source (JSON) in, an ES module
 * of message functions out. vitest uses icuVitePlugin, with the same compiler.
 */
export function icuLoader(this: LoaderContext, source: string): string {
  const file = catalogueFile(this.resourcePath)
  if (!file) throw new Error(`icuLoader: not a catalogue file: ${this.resourcePath}`)
  return compileCatalogue(JSON.parse(source), { ...file, file: this.resourcePath })
}
