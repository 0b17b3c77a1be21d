import { resolveFeatures } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import type { BundledPlugins } from './bundledPlugins'
import { describePlugins, type DescribePluginsDependencies } from './describePlugins'
import type { FetchPluginJson } from './fetchPluginJson'
import { createInstalledPlugins } from './installedPlugins'
import { createPluginSwitches } from './pluginSwitches'
import { testDescription, testPluginStates } from './testing'

const built = [
  { id: 'receive', feature: { flag: 'receive' } },
  { id: 'swaps', feature: { flag: 'swaps' } },
] as const

const setup = (fetchJson: FetchPluginJson, bundled?: BundledPlugins) => {
  const test = testPluginStates()
  const options = { pluginUrls: { names: 'https://cdn.example/names/remoteEntry.js' } }
  const deps: DescribePluginsDependencies = {
    states: test.states,
    switches: createPluginSwitches(built, resolveFeatures({ receive: true, swaps: false }), options),
    installed: createInstalledPlugins(options, async () => bundled),
    options,
    fetchJson: vi.fn(fetchJson),
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    base: () => 'https://dapp.example/app/',
  }
  const status = () => Object.fromEntries(test.states.ids().map((id) => [id, test.states.of(id)?.status]))
  return { ...test, deps, status }
}

describe('describePlugins', () => {
  it('reads the index at the base URL and each plugin deployed elsewhere, leaving out what is switched off', async () => {
    const { deps, status } = setup(async (url) =>
      url.endsWith('index.json') ? { plugins: [testDescription('receive'), testDescription('swaps')] } : testDescription('names'),
    )
    await describePlugins(deps)
    expect(vi.mocked(deps.fetchJson).mock.calls.map(([url]) => url).sort()).toEqual(['https://cdn.example/names/description.json', 'https://dapp.example/app/plugins/index.json'])
    expect(status()).toEqual({ receive: 'described', names: 'described' })
  })

  it('fails the plugins expected at the base URL when the index cannot be read, and reads one plugin alone on retry', async () => {
    const { deps, status, states } = setup(async (url) => {
      if (url.endsWith('index.json')) throw new Error('404')
      return testDescription('names')
    })
    await describePlugins(deps)
    expect(status()).toEqual({ receive: 'failed', names: 'described' })
    expect(states.of('receive')).toMatchObject({ reason: 'could not load https://dapp.example/app/plugins/index.json (404)' })
    await describePlugins(deps, ['names'])
    expect(vi.mocked(deps.fetchJson).mock.calls.filter(([url]) => url.endsWith('index.json'))).toHaveLength(1)
  })

  it('reads the descriptions of the plugins installed with the shell instead of an index', async () => {
    const { deps, status } = setup(
      async () => testDescription('names'),
      { receive: { description: async () => testDescription('receive'), plugin: async () => ({}) }, swaps: { description: async () => testDescription('swaps'), plugin: async () => ({}) } },
    )
    await describePlugins(deps)
    expect(vi.mocked(deps.fetchJson).mock.calls.map(([url]) => url)).toEqual(['https://cdn.example/names/description.json'])
    expect(status()).toEqual({ receive: 'described', names: 'described' })
  })
})
