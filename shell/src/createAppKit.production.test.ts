import { ThrownMessages } from '@portico/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { loadShellCore, shellBootOf } from './core/shellCoreOf'
import { optimism } from './networks'
import { testMainnet } from './testing/networks'

// A production build: the options are checked when the core's chunk loads, not by createAppKit.
beforeEach(() => vi.stubEnv('NODE_ENV', 'production'))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('createAppKit in a production build', () => {
  it('returns on a bad option, logs the check message once, and every open() rejects with it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const appKit = createAppKit({ projectId: 'p', networks: [] }, { window: undefined })
    await expect(appKit.open()).rejects.toThrow('Invalid createAppKit options: At least one network is required')
    await expect(appKit.open()).rejects.toThrow('Invalid createAppKit options: At least one network is required')
    expect(error.mock.calls).toEqual([['[portico]', 'Invalid createAppKit options: At least one network is required']])
    expect(appKit.getState().open).toBe(false)
  })

  it('fails the siwx and siweConfig conflict with the message createAppKit throws in development', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet], siwx: {}, siweConfig: {} }, { window: undefined })
    await expect(loadShellCore(appKit)).rejects.toThrow(ThrownMessages.CANNOT_SET_BOTH_SIWE_AND_SIWX)
  })

  it('boots on the schema defaults and loads the core on good options', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet] }, { window: undefined })
    const { options } = shellBootOf(appKit)
    expect(options).toMatchObject({ themeMode: 'dark', enableNetworkSwitch: true, pluginTimeoutMs: 15_000, walletApiUrl: 'https://api.web3modal.org' })
    await expect(loadShellCore(appKit)).resolves.toBeDefined()
  })

  it('checks a network added later with the core, logging a bad one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet] }, { window: undefined })
    const { store, atoms } = shellBootOf(appKit)
    appKit.addNetwork('solana', optimism)
    appKit.addNetwork('eip155', optimism)
    await vi.waitFor(() => expect(store.get(atoms.networks).map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10']))
    expect(error).toHaveBeenCalledWith('[portico]', ThrownMessages.CHAIN_NOT_SUPPORTED)
  })
})
