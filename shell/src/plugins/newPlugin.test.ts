import { CONTRACT_VERSION, type PluginDescription, type PluginHost } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { loadModalCore } from '../core/loadModalCore'
import { walletFeatureEntries } from '../modal/views/Account/walletFeatureEntries'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import type { FetchPluginJson } from './fetchPluginJson'
import type { RemoteModuleLoader } from './loadPlugin'

// A plugin the shell and the contract have never heard of: a folder of its own, as its build describes it.
const bridge: PluginDescription = {
  id: 'tokenBridge',
  version: '0.1.0',
  contract: CONTRACT_VERSION,
  feature: { flag: 'analytics' },
  commands: ['bridgeTokens'],
  options: ['bridgeRoutes'],
  views: { BridgeTokens: { title: 'Bridge' } },
  slots: { accountActions: [{ label: 'Bridge', view: 'BridgeTokens' }], tokenAction: { view: 'BridgeTokens' } },
}

async function shellWith(features: Record<string, boolean> = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const hosts: PluginHost[] = []
  const fetchJson = vi.fn<FetchPluginJson>(async () => ({ plugins: [bridge] }))
  const loader = vi.fn<RemoteModuleLoader>(async (id) => ({
    default: {
      id,
      contractVersion: CONTRACT_VERSION,
      setup: (host: PluginHost) => {
        hosts.push(host)
        return { views: { BridgeTokens: { load: async () => () => null } }, commands: { bridgeTokens: async (params: unknown) => ({ bridged: params }) } }
      },
    },
  }))
  const options = appKitOptionsSchema.parse({ projectId: 'p', networks: [TEST_NETWORK], features, bridgeRoutes: { 1: ['optimism'] }, swapRouters: { 1: [] } })
  const shell = await loadModalCore(createShellCore(options, { window: undefined, storage: undefined, pluginLoader: loader, pluginFetch: fetchJson }))
  return { shell, hosts, loader }
}

describe('a new plugin, by its description alone', () => {
  it('fills the Account actions and the token row, answers its command, and gets its own options only', async () => {
    const { shell, hosts } = await shellWith()
    await shell.plugins.describe()
    const plugins = shell.store.get(shell.atoms.plugins)
    expect(walletFeatureEntries(plugins, 'eip155')).toEqual([{ kind: 'action', pluginId: 'tokenBridge', action: { label: 'Bridge', view: 'BridgeTokens' } }])
    expect(plugins.tokenBridge?.description?.slots.tokenAction).toEqual({ view: 'BridgeTokens' })

    await expect(shell.plugins.command('bridgeTokens', { amount: '1' })).resolves.toEqual({ bridged: { amount: '1' } })
    expect(hosts.map((host) => host.options.own)).toEqual([{ bridgeRoutes: { 1: ['optimism'] } }])
    // It asked for no capability: neither the embedded wallet nor the account's profile name.
    expect([hosts[0]?.auth, hosts[0]?.account]).toEqual([undefined, undefined])
  })

  it('stays off, fetching none of its code, while the feature flag it names is off', async () => {
    const { shell, loader } = await shellWith({ analytics: false })
    await shell.plugins.describe()
    expect(shell.store.get(shell.atoms.plugins)).toEqual({})
    await expect(shell.plugins.command('bridgeTokens', {})).rejects.toThrow('No plugin answers bridgeTokens')
    expect(loader).not.toHaveBeenCalled()
  })
})
