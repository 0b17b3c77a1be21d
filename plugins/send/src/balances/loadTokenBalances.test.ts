import type { ApiClient, TokenBalance } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { createSendAtoms } from '../atoms'
import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'
import { loadTokenBalances } from './loadTokenBalances'

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 2000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' }
const nft: TokenBalance = { ...eth, symbol: 'NFT', address: 'eip155:31337:0x1', quantity: { decimals: '0', numeric: '1' } }

const setup = (answer: () => Promise<unknown>) => {
  const requests: { path: string; query: unknown }[] = []
  const get = (async (path: string, schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, query: unknown) => {
    requests.push({ path, query })
    const parsed = schema.safeParse(await answer())
    if (!parsed.success) throw new Error('invalid')
    return parsed.data
  }) as ApiClient['get']
  // The wallet lacks asset discovery, so the API answers.
  const test = createTestHost({ blockchain: { get }, rpc: { request: () => Promise.reject(new Error('Method not found')) } })
  return { ...test, atoms: createSendAtoms(), requests }
}

describe('loadTokenBalances', () => {
  it('reads the API with currency usd and the network, drops decimals 0, and sets the network balance in USD', async () => {
    const { host, atoms, requests } = setup(async () => ({ balances: [eth, nft] }))
    await loadTokenBalances(host, atoms, { now: () => 1_000 })
    expect(requests).toEqual([{ path: `/v1/account/${TEST_ADDRESS}/balance`, query: { currency: 'usd', chainId: 'eip155:31337', forceUpdate: undefined } }])
    expect(host.store.get(atoms.tokenBalances)).toEqual([eth])
    expect(host.store.get(atoms.networkBalanceInUSD)).toBe(3000)
  })

  it('keeps balances 30 s, unless forced', async () => {
    const { host, atoms, requests } = setup(async () => ({ balances: [eth] }))
    await loadTokenBalances(host, atoms, { now: () => 0 })
    await loadTokenBalances(host, atoms, { now: () => 29_999 })
    expect(requests).toHaveLength(1)
    await loadTokenBalances(host, atoms, { now: () => 30_000 })
    await loadTokenBalances(host, atoms, { now: () => 30_001, force: true, forceUpdate: 'eip155:31337:0x1' })
    expect(requests).toHaveLength(3)
    expect(requests[2]?.query).toMatchObject({ forceUpdate: 'eip155:31337:0x1' })
  })

  it("shows 'Token Balance Unavailable' on failure and blocks retries for 30 s", async () => {
    let fail = true
    const { host, atoms, toasts, requests } = setup(async () => {
      if (fail) throw new Error('HTTP status code: 503')
      return { balances: [eth] }
    })
    await loadTokenBalances(host, atoms, { now: () => 0 })
    expect(toasts).toEqual([{ message: 'Token Balance Unavailable', variant: 'error' }])
    fail = false
    await loadTokenBalances(host, atoms, { now: () => 29_000, force: true })
    expect(requests).toHaveLength(1)
    await loadTokenBalances(host, atoms, { now: () => 30_000 })
    expect(host.store.get(atoms.tokenBalances)).toEqual([eth])
  })

  it('fails an unsupported namespace without asking anyone', async () => {
    const { host, atoms, toasts, requests, network } = setup(async () => ({ balances: [] }))
    host.store.set(network, { ...host.store.get(network)!, chainNamespace: 'polkadot', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })
    await loadTokenBalances(host, atoms)
    expect(requests).toEqual([])
    expect(toasts.map((t) => t.message)).toEqual(['Token Balance Unavailable'])
  })
})
