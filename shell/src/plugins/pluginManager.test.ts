import { CONTRACT_VERSION, type PluginDescription } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { loadModalCore } from '../core/loadModalCore'
import { appKitOptionsSchema, type AppKitOptionsInput } from '../options/appKitOptionsSchema'
import type { FetchPluginJson } from './fetchPluginJson'
import type { RemoteModuleLoader } from './loadPlugin'

const description = (id: 'receive' | 'onramp' | 'history', extra: Partial<PluginDescription> = {}): PluginDescription => ({
  id,
  version: '1.0.0',
  contract: CONTRACT_VERSION,
  views: { [`Wallet${id}`]: { title: id } },
  slots: { accountActions: [{ label: id, view: `Wallet${id}`, ...(id === 'onramp' ? { namespaces: ['eip155' as const] } : {}) }] },
  ...extra,
})
const pluginOf = (id: string) => ({ id, contractVersion: CONTRACT_VERSION, setup: () => ({ views: { [`Wallet${id}`]: { load: async () => () => null } } }) })
const index = { plugins: [description('receive'), description('onramp')] }

/** A shell whose plugin index and remotes are answered in memory; receive and onramp are on. */
async function core(options: { fetchJson?: FetchPluginJson; loader?: RemoteModuleLoader; features?: Record<string, boolean>; extra?: Partial<AppKitOptionsInput> } = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const fetchJson = vi.fn<FetchPluginJson>(options.fetchJson ?? (async () => index))
  const loader = vi.fn<RemoteModuleLoader>(options.loader ?? (async (id) => ({ default: pluginOf(id) })))
  const shell = await loadModalCore(
    createShellCore(
      appKitOptionsSchema.parse({ projectId: 'p', networks: [TEST_NETWORK], features: { send: false, history: false, ...options.features }, ...options.extra }),
      { window: undefined, storage: undefined, pluginLoader: loader, pluginFetch: fetchJson },
    ),
  )
  // The other default features (swaps, email ...) have no plugin in these indexes: only these two matter.
  const states = () =>
    Object.fromEntries(Object.entries(shell.store.get(shell.atoms.plugins)).flatMap(([id, state]) => (['receive', 'onramp'].includes(id) ? [[id, state?.status]] : [])))
  return { shell, fetchJson, loader, states }
}

describe('plugin manager', () => {
  it('reads the descriptions from one index on intent, and loads no plugin code', async () => {
    const { shell, fetchJson, loader, states } = await core()
    await Promise.all([shell.plugins.describe(), shell.plugins.describe()])
    expect(fetchJson.mock.calls).toEqual([['http://localhost/plugins/index.json']])
    expect(states()).toEqual({ receive: 'described', onramp: 'described' })
    expect(loader).not.toHaveBeenCalled()
  })

  it('loads the plugins that show where the user is, on that namespace, once', async () => {
    const { shell, loader, states } = await core()
    await shell.plugins.describe()
    shell.plugins.reach('connect', 'eip155')
    await vi.waitFor(() => expect(states()).toEqual({ receive: 'described', onramp: 'described' }))

    shell.plugins.reach('account', 'bip122')
    await vi.waitFor(() => expect(states()).toEqual({ receive: 'ready', onramp: 'described' }))
    shell.plugins.reach('account', 'eip155')
    shell.plugins.reach('account', 'eip155')
    await vi.waitFor(() => expect(states()).toEqual({ receive: 'ready', onramp: 'ready' }))
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['receive', 'onramp'])
  })

  it('loads a plugin and its view when the view is opened', async () => {
    const { shell, states } = await core()
    await shell.plugins.describe()
    const view = await shell.plugins.lazyView('receive', 'Walletreceive').load()
    expect(typeof view).toBe('function')
    expect(states().receive).toBe('ready')
    expect(shell.plugins.lazyView('receive', 'Walletreceive')).toBe(shell.plugins.lazyView('receive', 'Walletreceive'))
  })

  it('marks a plugin whose code fails unavailable, keeps the shell state, and loads it on retry', async () => {
    let calls = 0
    const { shell, states } = await core({ loader: async (id) => (calls++ === 0 ? Promise.reject(new Error('offline')) : { default: pluginOf(id) }) })
    await shell.plugins.describe()
    await shell.plugins.load('receive')
    expect(shell.store.get(shell.atoms.plugins).receive).toMatchObject({ status: 'failed', reason: 'could not load http://localhost/plugins/receive/remoteEntry.js (offline)' })
    expect(shell.store.get(shell.atoms.network)?.name).toBe('Anvil')
    await shell.plugins.retry('receive')
    expect(states().receive).toBe('ready')
  })

  it('marks every plugin unavailable when the index cannot be read, and reads it again on retry', async () => {
    let calls = 0
    const { shell, states } = await core({ fetchJson: async () => (calls++ === 0 ? Promise.reject(new Error('HTTP status code: 503')) : index) })
    await shell.plugins.describe()
    expect(shell.store.get(shell.atoms.plugins).receive).toEqual({ status: 'failed', reason: 'could not load http://localhost/plugins/index.json (HTTP status code: 503)' })
    await shell.plugins.retry('receive')
    expect(states()).toEqual({ receive: 'ready', onramp: 'failed' })
  })

  it('shows nothing for an enabled feature with no plugin in the index, and fetches nothing for a disabled one', async () => {
    const { shell, fetchJson, states } = await core({ fetchJson: async () => ({ plugins: [description('receive')] }), features: { onramp: false, history: true } })
    await shell.plugins.describe()
    expect(states()).toEqual({ receive: 'described' })
    expect(fetchJson).toHaveBeenCalledTimes(1)
  })

  it('reads a plugin deployed elsewhere from its own description, and never fetches the code of one built for another contract', async () => {
    const [major] = CONTRACT_VERSION.split('.')
    const newer = description('receive', { contract: `${Number(major) + 1}.0.0` })
    const { shell, fetchJson, loader } = await core({
      fetchJson: async (url) => (url.endsWith('/description.json') ? newer : index),
      extra: { pluginUrls: { receive: 'https://cdn.example/receive-2.0.0/remoteEntry.js' } },
    })
    await shell.plugins.describe()
    expect(fetchJson.mock.calls.map(([url]) => url).sort()).toEqual(['http://localhost/plugins/index.json', 'https://cdn.example/receive-2.0.0/description.json'])
    expect(shell.store.get(shell.atoms.plugins).receive).toEqual({ status: 'failed', reason: `built for contract ${Number(major) + 1}.0.0, another major than this shell's ${CONTRACT_VERSION}` })
    shell.plugins.reach('account', 'eip155')
    await vi.waitFor(() => expect(loader.mock.calls.map(([id]) => id)).toEqual(['onramp']))
  })

  it('marks a plugin whose index item is not a valid description unavailable, the others described', async () => {
    const { shell, states } = await core({ fetchJson: async () => ({ plugins: [{ id: 'receive', views: 'nope' }, description('onramp')] }) })
    await shell.plugins.describe()
    expect(states()).toEqual({ receive: 'failed', onramp: 'described' })
  })
})
