import type { Connector } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { appKitOptionsSchema, type AppKitOptionsInput } from '../options/appKitOptionsSchema'

/** A wallet that connects on the given chain and records nothing else. */
const walletOn = (chainId: number): Connector => ({
  id: 'test.wallet',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  connect: async () => ({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId }),
  getAccounts: async () => [],
  getChainId: async () => chainId,
  disconnect: async () => undefined,
  request: async () => null,
  subscribe: () => () => undefined,
})

async function connectOn(chainId: number, options: Partial<AppKitOptionsInput> = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const core = createShellCore(
    appKitOptionsSchema.parse({ projectId: 'p', networks: [TEST_NETWORK], features: { receive: false, send: false, history: false }, ...options }),
    { window: undefined, storage: undefined },
  )
  await core.connection.connectWith('eip155', async () => walletOn(chainId))
  return core
}

const topView = (core: Awaited<ReturnType<typeof connectOn>>) => core.store.get(core.atoms.history).at(-1)?.view

describe('UnsupportedChain', () => {
  it('opens when the wallet is on a chain the dapp did not configure', async () => {
    const core = await connectOn(5)
    expect(core.store.get(core.atoms.modal).open).toBe(true)
    expect(topView(core)).toBe('UnsupportedChain')
    expect(core.store.get(core.atoms.unsupportedChainId)).toBe('eip155:5')
  })
  it('does not open on a configured chain', async () => {
    const core = await connectOn(31337)
    expect(core.store.get(core.atoms.modal).open).toBe(false)
    expect(core.store.get(core.atoms.unsupportedChainId)).toBeUndefined()
  })
  it('does not open when switching is disabled, unsupported chains are allowed, or the connection is basic', async () => {
    for (const options of [{ enableNetworkSwitch: false }, { allowUnsupportedChain: true }, { adapters: [] }]) {
      const core = await connectOn(5, options)
      expect(core.store.get(core.atoms.modal).open, JSON.stringify(options)).toBe(false)
      expect(core.store.get(core.atoms.unsupportedChainId)).toBe('eip155:5')
    }
  })
})
