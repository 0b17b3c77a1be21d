import { balanceResponseSchema, type ApiClient, type CaipNetwork } from '@portico/contracts'
import { createTestHost, HOSTED_BALANCE, TEST_ADDRESS, TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { loadAccountTokenBalances } from './loadAccountTokenBalances'
import { createTokenBalancesState } from './tokenBalancesState'

const caipAddress = `eip155:31337:${TEST_ADDRESS}`
const apiBalances = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 2000, quantity: { decimals: '18', numeric: '9999.5' }, iconUrl: '' },
  { name: 'Portico Dollar', symbol: 'PUSD', chainId: 'eip155:31337', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', price: 1, quantity: { decimals: '6', numeric: '1000' }, iconUrl: '' },
  { name: 'Portico Pass', symbol: 'PASS', chainId: 'eip155:31337', address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', price: 0, quantity: { decimals: '0', numeric: '2' }, iconUrl: '' },
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 2000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
]

function setup({ fail = false, rpc, answer = { balances: apiBalances } }: { fail?: boolean; rpc?: (method: string) => unknown; answer?: unknown } = {}) {
  const calls: string[] = []
  const get = (async (path: string, schema: typeof balanceResponseSchema, query: Record<string, unknown>) => {
    calls.push(`${path}?chainId=${String(query.chainId)}&currency=${String(query.currency)}`)
    if (fail) throw new Error('HTTP status code: 503')
    return schema.parse(answer)
  }) as ApiClient['get']
  const test = createTestHost({
    rpc: {
      request: async ({ method }) => {
        calls.push(method)
        if (!rpc) throw new Error('Method not found')
        return rpc(method)
      },
    },
  })
  let time = 1_000_000
  const state = createTokenBalancesState()
  const deps = { store: test.host.store, atoms: test.host.atoms, blockchain: { get }, rpc: test.host.rpc, log: test.host.log, now: () => time }
  return { test, state, calls, load: () => loadAccountTokenBalances(deps, state), advance: (ms: number) => (time += ms) }
}

describe('loadAccountTokenBalances', () => {
  it("reads the Blockchain API when the wallet has no asset discovery: the network's tokens, decimals '0' dropped", async () => {
    const { test, state, calls, load } = setup()
    await load()
    expect(calls).toEqual(['wallet_getCapabilities', `/v1/account/${TEST_ADDRESS}/balance?chainId=eip155:31337&currency=usd`])
    const result = test.host.store.get(state.result)
    expect(result && 'balances' in result ? result.balances.map((b) => b.symbol) : result).toEqual(['ETH', 'PUSD'])
    expect(result?.caipAddress).toBe(caipAddress)
  })

  it('shows a balance the hosted API sends without its chainId, on the chain asked for', async () => {
    const { test, state, load } = setup({ answer: HOSTED_BALANCE })
    await load()
    const result = test.host.store.get(state.result)
    expect(result && 'balances' in result ? result.balances.map((b) => [b.symbol, b.chainId]) : result).toEqual([['ETH', 'eip155:31337']])
  })

  it('reads wallet_getAssets when the wallet reports assetDiscovery for the chain, and not the API', async () => {
    const assets = { '0x7a69': [{ address: '0x0', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 } }] }
    const { test, state, calls, load } = setup({ rpc: (method) => (method === 'wallet_getCapabilities' ? { '0x7a69': { assetDiscovery: { supported: true } } } : assets) })
    await load()
    expect(calls).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(test.host.store.get(state.result)).toMatchObject({ balances: [{ symbol: 'ETH', quantity: { numeric: '1' }, value: 3000 }] })
  })

  it('reads once for two loads at the same time (the tab mounted twice)', async () => {
    const { calls, load } = setup()
    await Promise.all([load(), load()])
    expect(calls.filter((c) => c.startsWith('/v1'))).toHaveLength(1)
  })

  it('keeps the balances 30 s, then reads again', async () => {
    const { calls, load, advance } = setup()
    await load()
    advance(29_999)
    await load()
    expect(calls.filter((c) => c.startsWith('/v1'))).toHaveLength(1)
    advance(1)
    await load()
    expect(calls.filter((c) => c.startsWith('/v1'))).toHaveLength(2)
  })

  it("fails as 'Token Balance Unavailable' and blocks retries for 30 s", async () => {
    const { test, state, calls, load, advance } = setup({ fail: true })
    await load()
    expect(test.host.store.get(state.result)).toEqual({ caipAddress, unavailable: true })
    advance(29_000)
    await load()
    expect(calls.filter((c) => c.startsWith('/v1'))).toHaveLength(1)
    expect(test.host.store.get(state.result)).toEqual({ caipAddress, unavailable: true })
    advance(1_000)
    await load()
    expect(calls.filter((c) => c.startsWith('/v1'))).toHaveLength(2)
  })

  it('has no balances on a namespace without them (bip122): unavailable, nothing asked', async () => {
    const { test, state, calls, load } = setup()
    const bitcoin: CaipNetwork = { ...TEST_NETWORK, id: '000000000019d6689c085ae165831e93', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', chainNamespace: 'bip122', name: 'Bitcoin' }
    test.host.store.set(test.network, bitcoin)
    await load()
    expect(calls).toEqual([])
    expect(test.host.store.get(state.result)).toEqual({ caipAddress, unavailable: true })
  })
})
