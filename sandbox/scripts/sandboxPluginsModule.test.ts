import { describe, expect, it } from 'vitest'
import type { DiscoveredPlugin } from '../../toolchain/plugins/discoverPlugins'
import { sandboxPluginsModule } from './sandboxPluginsModule'

const plugin = (folder: string, id: DiscoveredPlugin['id'], mocks: boolean): DiscoveredPlugin => ({
  id,
  folder,
  dir: `/p/${folder}`,
  manifest: {},
  packageName: `@portico/plugin-${folder}`,
  version: '0.1.0',
  exports: mocks ? { './mocks': `/p/${folder}/src/mocks/index.ts` } : {},
})

describe('sandboxPluginsModule', () => {
  it('lists every plugin, and a lazy mocks chunk for those built that have mocks', () => {
    const send = plugin('send', 'send', true)
    const receive = plugin('receive', 'receive', false)
    const history = plugin('history', 'history', true)
    const source = sandboxPluginsModule([history, receive, send], [receive, send])
    expect(source).toContain('{ id: "history", built: false },')
    expect(source).toContain('{ id: "receive", built: true },')
    expect(source).toContain('{ id: "send", built: true, loadMocks: () => import(/* webpackChunkName: "mocks-send" */ "@portico/plugin-send/mocks") },')
  })
})
