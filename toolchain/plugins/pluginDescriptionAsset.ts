import { pluginDescriptionSchema, type PluginDescriptionSource, type PluginManifest } from '@portico/contracts'
import type { Compiler } from '@rspack/core'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { descriptionTranslations } from './descriptionTranslations'

/**
 * Emits a plugin's `description.json` next to its remote entry: what its `src/description.ts`
 * exports, with its manifest (package.json `portico`), its version, the contract version it is built for and the translations of its
 * titles and labels (from its catalogue), checked by the schema the shell reads it with. The build runs under jiti, so the TypeScript module imports as is.
 */
export class PluginDescriptionAsset {
  constructor(
    private readonly source: string,
    private readonly stamp: PluginManifest & { version: string; contract: string },
  ) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('PluginDescriptionAsset', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PluginDescriptionAsset', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { description } = (await import(pathToFileURL(this.source).href)) as { description: PluginDescriptionSource }
        const translations = descriptionTranslations(description, join(dirname(this.source), 'i18n', 'messages'))
        const parsed = pluginDescriptionSchema.safeParse({ ...description, ...this.stamp, ...(translations ? { translations } : {}) })
        if (!parsed.success) throw new Error(`${this.source}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
        compilation.emitAsset('description.json', new sources.RawSource(JSON.stringify(parsed.data)))
      })
    })
  }
}
