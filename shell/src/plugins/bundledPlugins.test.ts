import { CONTRACT_VERSION, type PluginDescription } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { loadModalCore } from '../core/loadModalCore'
import { appKitOptionsSchema, type AppKitOptionsInput } from '../options/appKitOptionsSchema'
import type { BundledPlugin, BundledPlugins } from './bundledPlugins'
import type { FetchPluginJson } from './fetchPluginJson'
import type { RemoteModuleLoader } from './loadPlugin'

type Id = 'receive' | 'onramp' | 'history'
const description = (id: Id): PluginDescription => ({
  id,
  version: '1.0.0',
  contract: CONTRACT_VERSION,
  views: { [`Wallet${id}`]: { title: id } },
  slots: { accountActions: [{ label: id, view: `Wallet${id}` }] },
})
const pluginOf = (id: Id) => ({ id, contractVersion: CONTRACT_VERSION, setup: () => ({ views: { [`Wallet${id}`]: { load: async () => () => null } } }) })

/** A plugin installed with the shell whose two chunks are spies. */
const installed = (id: Id) => ({
  description: vi.fn<BundledPlugin['description']>(async () => description(id)),
  plugin: vi.fn<BundledPlugin['plugin']>(async () => ({ default: pluginOf(id) })),
})

/** A shell with receive, onramp and history installed; receive and onramp are on, history off. */
async function core(extra: Partial<AppKitOptionsInput> = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const registry = { receive: installed('receive'), onramp: installed('onramp'), history: installed('history') } satisfies BundledPlugins
  const bundledPlugins = vi.fn(async () => registry)
  const fetchJson = vi.fn<FetchPluginJson>(async (url) => (url.endsWith('description.json') ? description('receive') : { plugins: [description('receive'), description('onramp')] }))
  const loader = vi.fn<RemoteModuleLoader>(async (id) => ({ default: pluginOf(id as Id) }))
  const shell = await loadModalCore(
    createShellCore(
      appKitOptionsSchema.parse({ projectId: 'p', networks: [TEST_NETWORK], features: { send: false, history: false }, ...extra }),
      { window: undefined, storage: undefined, pluginLoader: loader, pluginFetch: fetchJson, bundledPlugins },
    ),
  )
  const status = (id: Id) => shell.store.get(shell.atoms.plugins)[id]?.status
  return { shell, registry, bundledPlugins, fetchJson, loader, status }
}

describe('plugins installed with the shell', () => {
  it('are read on intent only, each enabled one from its own chunk: no index, no remote, nothing of a disabled feature', async () => {
    const { shell, registry, bundledPlugins, fetchJson, loader, status } = await core()
    expect(bundledPlugins).not.toHaveBeenCalled()
    await shell.plugins.describe()
    expect(bundledPlugins).toHaveBeenCalledOnce()
    expect([status('receive'), status('onramp'), status('history')]).toEqual(['described', 'described', undefined])
    expect(registry.receive.plugin).not.toHaveBeenCalled()
    expect(registry.history.description).not.toHaveBeenCalled()

    await shell.plugins.lazyView('receive', 'Walletreceive').load()
    expect(status('receive')).toBe('ready')
    expect(registry.receive.plugin).toHaveBeenCalledOnce()
    expect(registry.onramp.plugin).not.toHaveBeenCalled()
    expect(registry.history.plugin).not.toHaveBeenCalled()
    expect(fetchJson).not.toHaveBeenCalled()
    expect(loader).not.toHaveBeenCalled()
  })

  it('are left alone when the dapp serves remotes at pluginBaseUrl', async () => {
    const { shell, bundledPlugins, fetchJson, loader, status } = await core({ pluginBaseUrl: 'https://cdn.example/p/' })
    await shell.plugins.describe()
    await shell.plugins.load('receive')
    expect(bundledPlugins).not.toHaveBeenCalled()
    expect(fetchJson.mock.calls).toEqual([['https://cdn.example/p/index.json']])
    expect(loader.mock.calls).toEqual([['receive', 'https://cdn.example/p/receive/remoteEntry.js']])
    expect(status('receive')).toBe('ready')
  })

  it('give way to a remote for the plugin pluginUrls moves, the others staying installed', async () => {
    const { shell, registry, fetchJson, loader, status } = await core({ pluginUrls: { receive: 'https://r.example/remoteEntry.js' } })
    await shell.plugins.describe()
    await Promise.all([shell.plugins.load('receive'), shell.plugins.load('onramp')])
    expect(fetchJson.mock.calls).toEqual([['https://r.example/description.json']])
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['receive'])
    expect(registry.receive.description).not.toHaveBeenCalled()
    expect(registry.onramp.plugin).toHaveBeenCalledOnce()
    expect([status('receive'), status('onramp')]).toEqual(['ready', 'ready'])
  })

  it('mark the enabled plugins unavailable when the registry chunk fails, and load it again on retry', async () => {
    const { shell, bundledPlugins, registry, status } = await core()
    bundledPlugins.mockRejectedValueOnce(new Error('chunk failed'))
    await shell.plugins.describe()
    expect(shell.store.get(shell.atoms.plugins).receive).toMatchObject({ status: 'failed', reason: 'could not load @portico/plugins (chunk failed)' })
    await shell.plugins.retry('receive')
    expect(status('receive')).toBe('ready')
    expect(registry.receive.plugin).toHaveBeenCalledOnce()
  })
})
