import { describe, expect, it } from 'vitest'
import { createTestHost, TEST_ADDRESS } from '../testing/createTestHost'
import { readWalletAssets } from './readWalletAssets'

const asset = { address: '0x0', balance: '0x1', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 1 } }

const hostAnswering = (answers: Record<string, unknown>) => {
  const calls: string[] = []
  const { host } = createTestHost({
    rpc: {
      request: async ({ method }) => {
        calls.push(method)
        if (!(method in answers)) throw Object.assign(new Error('Method not found'), { code: -32601 })
        return answers[method]
      },
    },
  })
  return { host, calls }
}

describe('readWalletAssets', () => {
  it('asks wallet_getAssets for the chain when the wallet reports assetDiscovery', async () => {
    const { host, calls } = hostAnswering({
      wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: true } } },
      wallet_getAssets: { '0x7a69': [asset] },
    })
    expect((await readWalletAssets(host, TEST_ADDRESS, 31337))?.map((b) => b.symbol)).toEqual(['ETH'])
    expect(calls).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
  })

  it('does not ask for assets on a chain without the capability', async () => {
    const { host, calls } = hostAnswering({ wallet_getCapabilities: { '0x1': { assetDiscovery: { supported: true } } } })
    expect(await readWalletAssets(host, TEST_ADDRESS, 31337)).toBeUndefined()
    expect(calls).toEqual(['wallet_getCapabilities'])
  })

  it('ignores an invalid answer and a wallet without the methods', async () => {
    const invalid = hostAnswering({
      wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: true } } },
      wallet_getAssets: { '0x7a69': [{ ...asset, balance: 12 }] },
    })
    expect(await readWalletAssets(invalid.host, TEST_ADDRESS, 31337)).toBeUndefined()
    expect(await readWalletAssets(hostAnswering({}).host, TEST_ADDRESS, 31337)).toBeUndefined()
  })

  it('gives up on a wallet that never answers, so the caller asks the API', async () => {
    const { host } = createTestHost({ rpc: { request: () => new Promise(() => {}) } })
    const started = Date.now()
    expect(await readWalletAssets({ ...host, timeoutMs: 50 }, TEST_ADDRESS, 31337)).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
