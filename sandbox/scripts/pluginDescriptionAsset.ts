import { pluginDescriptionSchema } from '@portico/contracts'
import type { Compiler } from '@rspack/core'
import { pathToFileURL } from 'node:url'

/**
 * Emits a plugin's `description.json` next to its remote entry: what its `src/description.ts`
 * exports, with its version and the contract version it is built for, checked by the schema the
 * shell reads it with. The build runs under jiti, so the TypeScript module imports as is.
 */
export class PluginDescriptionAsset {
  constructor(
    private readonly source: string,
    private readonly stamp: { version: string; contract: string },
  ) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('PluginDescriptionAsset', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PluginDescriptionAsset', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { description } = (await import(pathToFileURL(this.source).href)) as { description: unknown }
        const parsed = pluginDescriptionSchema.safeParse({ ...(description as object), ...this.stamp })
        if (!parsed.success) throw new Error(`${this.source}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
        compilation.emitAsset('description.json', new sources.RawSource(JSON.stringify(parsed.data)))
      })
    })
  }
}
