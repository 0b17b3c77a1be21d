// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANNOUNCE_PROVIDER_EVENT, REQUEST_PROVIDER_EVENT, type Eip6963ProviderDetail } from './announce'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../../toolchain/processes/anvil'
import { SANDBOX_WALLET_PRIVATE_KEY } from './install'
import type { SandboxProvider } from './provider'

type Detail = Eip6963ProviderDetail<SandboxProvider>
const configurable = window as Window & { __porticoSandboxWallet?: unknown }

describe('the wallet script', () => {
  afterEach(() => {
    delete configurable.__porticoSandboxWallet
    vi.resetModules()
  })

  it('installs on load, configured by window.__porticoSandboxWallet, and announces by EIP-6963', async () => {
    configurable.__porticoSandboxWallet = { rpcUrl: 'http://127.0.0.1:9', chainId: 5, chainName: 'Goerli fork' }
    const details: Detail[] = []
    const listener = (event: Event) => details.push((event as CustomEvent<Detail>).detail)
    window.addEventListener(ANNOUNCE_PROVIDER_EVENT, listener)

    await import('./index')
    window.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))
    window.removeEventListener(ANNOUNCE_PROVIDER_EVENT, listener)

    const announced = details.filter((detail) => detail.info.rdns === 'dev.portico.sandbox')
    expect(announced).toHaveLength(2)
    expect(announced[0]?.info.name).toBe('Portico Sandbox Wallet')
    expect(await announced[0]?.provider.request({ method: 'eth_chainId' })).toBe('0x5')
    expect(await announced[0]?.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it("signs with anvil's first dev key", () => {
    expect(SANDBOX_WALLET_PRIVATE_KEY).toBe(ANVIL_DEV_PRIVATE_KEYS[0])
  })
})
