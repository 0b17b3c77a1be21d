import { CONTRACT_VERSION } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { loadModalCore } from '../core/loadModalCore'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import type { RemoteModuleLoader } from './loadPlugin'

const receivePlugin = {
  id: 'receive',
  contractVersion: CONTRACT_VERSION,
  setup: () => ({ views: {}, slots: { accountActions: [{ label: 'Receive', view: 'WalletReceive' }] } }),
}

// Only receive is on: these tests are about one plugin, not which plugins are released.
async function core(loader: RemoteModuleLoader, features = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  return loadModalCore(createShellCore(appKitOptionsSchema.parse({ projectId: 'p', networks: [TEST_NETWORK], features: { send: false, history: false, onramp: false, ...features } }), {
    window: undefined,
    storage: undefined,
    pluginLoader: loader,
  }))
}

describe('plugin manager', () => {
  it('marks a failed plugin unavailable, keeps the shell state, and loads it on retry', async () => {
    const loader = vi.fn<RemoteModuleLoader>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: receivePlugin })
    const shell = await core(loader)
    await shell.plugins.loadAll()
    expect(shell.store.get(shell.atoms.plugins).receive).toMatchObject({ status: 'failed' })
    expect(shell.store.get(shell.atoms.network)?.name).toBe('Anvil')

    await shell.plugins.retry('receive')
    expect(shell.store.get(shell.atoms.plugins).receive?.status).toBe('ready')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('loads each plugin once however often it is asked to', async () => {
    const loader = vi.fn<RemoteModuleLoader>().mockResolvedValue({ default: receivePlugin })
    const shell = await core(loader)
    shell.loadPlugins()
    shell.loadPlugins()
    await shell.plugins.loadAll()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('loads nothing for a disabled feature', async () => {
    const loader = vi.fn<RemoteModuleLoader>()
    const shell = await core(loader, { receive: false })
    await shell.plugins.loadAll()
    expect(loader).not.toHaveBeenCalled()
    expect(shell.store.get(shell.atoms.plugins)).toEqual({})
  })
})
