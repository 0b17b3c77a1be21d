import type { CaipNetwork } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createAuthConnector, type AuthConnectorSession } from './authConnector'

const anvil = TEST_NETWORK
const second: CaipNetwork = { ...anvil, id: 31338, caipNetworkId: 'eip155:31338', name: 'Anvil Two' }
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function session(overrides: Partial<AuthConnectorSession> = {}) {
  const calls = {
    rpc: vi.fn(async () => '0x10'),
    approve: vi.fn(async (_method: string, _params: unknown) => '0xsigned'),
    refuse: vi.fn(),
    switchTo: vi.fn(async () => undefined),
  }
  const value: AuthConnectorSession = {
    networkFor: () => anvil,
    networks: () => [anvil, second],
    getUser: async () => ({ address: ADDRESS, chainId: 'eip155:31337' }),
    isConnected: async () => true,
    switchNetwork: async () => undefined,
    signOut: async () => undefined,
    ...calls,
    ...overrides,
  }
  return { value, calls }
}

describe('createAuthConnector', () => {
  it('connects with the frame user on the namespace, in its own chain notation', async () => {
    const connector = createAuthConnector('eip155', session().value)
    expect(connector).toMatchObject({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155' })
    await expect(connector.connect()).resolves.toEqual({ accounts: [ADDRESS], chainId: 31337 })
  })

  it('answers the account and chain queries viem, wagmi and ethers make before anything else', async () => {
    const { value, calls } = session()
    const connector = createAuthConnector('eip155', value)
    await connector.connect()
    await expect(connector.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS])
    await expect(connector.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
    await expect(connector.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(connector.request({ method: 'net_version' })).resolves.toBe('31337')
    expect(calls.rpc).not.toHaveBeenCalled()
    expect(calls.approve).not.toHaveBeenCalled()
  })

  it('runs safe methods without approval and sends unsafe ones to approval', async () => {
    const { value, calls } = session()
    const connector = createAuthConnector('eip155', value)
    await connector.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })
    expect(calls.rpc).toHaveBeenCalledWith('eth_getBalance', [ADDRESS, 'latest'], anvil)
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']) await connector.request({ method, params: [] })
    expect(calls.approve.mock.calls.map(([method]) => method)).toEqual(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])
  })

  it('refuses a method off the allow-list with the spec message', async () => {
    const { value, calls } = session()
    const connector = createAuthConnector('eip155', value)
    await expect(connector.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] })).rejects.toThrow('Requested RPC call is not allowed')
    expect(calls.refuse).toHaveBeenCalledWith('eth_sign')
    expect(calls.rpc).not.toHaveBeenCalled()
    expect(calls.approve).not.toHaveBeenCalled()
  })

  it('switches chains a dapp asks for through the shell, and refuses unknown chains with 4902', async () => {
    const { value, calls } = session()
    const connector = createAuthConnector('eip155', value)
    await connector.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(calls.switchTo).toHaveBeenCalledWith(second)
    await expect(connector.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 })
  })

  it('has no accounts once the frame says the session is over', async () => {
    const connector = createAuthConnector('eip155', session({ isConnected: async () => false }).value)
    await expect(connector.getAccounts()).resolves.toEqual([])
  })
})
