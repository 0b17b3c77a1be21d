import { CONTRACT_VERSION } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createInstalledPlugins } from './installedPlugins'
import type { RemoteModuleLoader } from './loadPlugin'
import { createPluginLoader } from './pluginLoader'
import { testDescription, testPluginStates } from './testing'

const pluginOf = (id: string) => ({ default: { id, contractVersion: CONTRACT_VERSION, setup: () => ({ views: { Main: { load: async () => () => null } } }) } })

const setup = (remote: RemoteModuleLoader) => {
  const test = testPluginStates()
  const loader = vi.fn(remote)
  const load = createPluginLoader({
    states: test.states,
    installed: createInstalledPlugins({}, async () => undefined),
    remoteLoader: async () => loader,
    entryUrl: (id) => `https://dapp.example/plugins/${id}/remoteEntry.js`,
    hostFor: () => createTestHost().host,
    timeoutMs: 1_000,
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  })
  return { ...test, load, loader }
}

describe('createPluginLoader', () => {
  it('loads a described plugin once, however often asked, and marks it ready', async () => {
    const { states, load, loader } = setup(async (id) => pluginOf(id))
    states.set('receive', { status: 'described', description: testDescription('receive') })
    await Promise.all([load('receive'), load('receive')])
    await load('receive')
    expect(loader.mock.calls).toEqual([['receive', 'https://dapp.example/plugins/receive/remoteEntry.js']])
    expect(states.of('receive')?.status).toBe('ready')
  })

  it('fails a plugin whose code cannot load, keeping its description, and loads nothing not described', async () => {
    const { states, load, loader } = setup(() => Promise.reject(new Error('script error')))
    states.set('receive', { status: 'described', description: testDescription('receive') })
    await load('receive')
    await load('onramp')
    expect(states.of('receive')).toMatchObject({ status: 'failed', description: testDescription('receive') })
    expect(loader).toHaveBeenCalledOnce()
  })
})
