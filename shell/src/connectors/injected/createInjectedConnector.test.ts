import type { ConnectorEvent } from '@portico/contracts'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { anvilNetwork, type AnvilChain } from '../../testing/anvilConnector'
import { createAnvilEip1193Provider, type ChainIdFormat } from '../../testing/anvilEip1193Provider'
import { createInjectedConnector } from './createInjectedConnector'

const [ALICE, BOB] = ANVIL_DEV_ADDRESSES as [string, string]
const INFO = { uuid: '6a1d8c59-0b7e-4e27-9a7c-5b1d2d3c4e5f', name: 'Anvil Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'dev.portico.anvil' }


describe('createInjectedConnector (an EIP-1193 wallet on anvil)', () => {
  let anvils: AnvilInstance[] = []
  let chains: [AnvilChain, AnvilChain]

  beforeAll(async () => {
    anvils = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), startAnvil({ port: 0, chainId: 31338 })])
    chains = anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [AnvilChain, AnvilChain]
  }, 60_000)

  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  })

  const connectorFor = (options: { knownChainIds?: number[]; chainIdFormat?: ChainIdFormat } = {}) => {
    const provider = createAnvilEip1193Provider({ chains, address: ALICE, ...options })
    return { provider, connector: createInjectedConnector({ info: INFO, provider }) }
  }

  const eventsOf = (connector: ReturnType<typeof connectorFor>['connector']) => {
    const events: ConnectorEvent[] = []
    const unsubscribe = connector.subscribe?.((event) => events.push(event))
    return { events, unsubscribe }
  }

  it("is named by the wallet's announcement, its id the rdns", () => {
    const { connector } = connectorFor()
    expect(connector).toMatchObject({ id: 'dev.portico.anvil', name: 'Anvil Wallet', type: 'ANNOUNCED', chain: 'eip155', imageUrl: INFO.icon })
  })

  it('connects: the granted account (checksummed) and the chain the wallet is on', async () => {
    const { connector, provider } = connectorFor()
    expect(await connector.connect()).toEqual({ accounts: [ALICE], chainId: 31337 })
    expect(provider.requests).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('sends a transaction that anvil mines, through its request', async () => {
    const { connector } = connectorFor()
    const client = createPublicClient({ transport: http(chains[0].rpcUrl) })
    const before = await client.getBalance({ address: BOB as `0x${string}` })
    const hash = await connector.request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: BOB, value: `0x${parseEther('0.25').toString(16)}` }] })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: BOB as `0x${string}` })).toBe(before + parseEther('0.25'))
  })

  it('switches to a chain the wallet knows with wallet_switchEthereumChain alone', async () => {
    const { connector, provider } = connectorFor()
    const { events } = eventsOf(connector)
    await connector.switchNetwork?.(anvilNetwork(chains[1]))
    expect(provider.requests).toEqual(['wallet_switchEthereumChain'])
    expect(events).toEqual([{ type: 'chainChanged', chainId: 31338 }])
    expect(await connector.getChainId()).toBe(31338)
  })

  it('adds a chain the wallet does not know (4902), then switches to it', async () => {
    const { connector, provider } = connectorFor({ knownChainIds: [31337] })
    await connector.switchNetwork?.(anvilNetwork(chains[1]))
    expect(provider.requests).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(await connector.getChainId()).toBe(31338)
  })

  it.each<ChainIdFormat>(['hex', 'decimal string', 'number'])('reads chainChanged sent as a %s', (chainIdFormat) => {
    const { connector, provider } = connectorFor({ chainIdFormat })
    const { events } = eventsOf(connector)
    provider.moveToChain(31338)
    expect(events).toEqual([{ type: 'chainChanged', chainId: 31338 }])
  })

  it('reports an account picked in the wallet, checksummed, and stops listening when unsubscribed', () => {
    const { connector, provider } = connectorFor()
    const { events, unsubscribe } = eventsOf(connector)
    provider.selectAccount(BOB)
    unsubscribe?.()
    provider.selectAccount(ALICE)
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [BOB] }])
  })

  it('disconnects from a wallet without EIP-2255 revoke, without throwing', async () => {
    const { connector, provider } = connectorFor()
    await expect(connector.disconnect()).resolves.toBeUndefined()
    expect(provider.requests).toEqual(['wallet_revokePermissions'])
  })
})
