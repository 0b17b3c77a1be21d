import { describe, expect, it } from 'vitest'
import { pluginFolder } from '../../contracts/src/plugin/pluginId'
import { BUILT_PLUGINS, createConfigs, outputDir } from '../../rspack.config'

describe('the plugin sandbox build', () => {
  it("builds the sandbox, the script, one remote per discovered plugin, the secure site (the product's frame and the sandbox's scripted one) and the WalletConnect wallet page", () => {
    const names = createConfigs({ mode: 'production' }).map((config) => config.name)
    expect(names).toEqual(['sandbox', 'script', ...BUILT_PLUGINS.map((id) => `plugin-${pluginFolder(id)}`), 'secure-site', 'sandbox-secure-site', 'wc-wallet'])
  })

  it('with a plugin, builds its remote alone into a folder of its own', () => {
    expect(createConfigs({ mode: 'production', plugin: 'send' }).map((config) => config.name)).toEqual(['sandbox', 'script', 'plugin-send', 'secure-site', 'sandbox-secure-site', 'wc-wallet'])
    expect(outputDir({ mode: 'production', plugin: 'send' })).toMatch(/\/dist\/sandbox-send$/)
    expect(() => createConfigs({ mode: 'production', plugin: 'sned' })).toThrow(/Unknown plugin 'sned'. Plugins in plugins\/: .*send/)
  })
})
