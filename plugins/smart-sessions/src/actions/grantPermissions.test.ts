import { createTestHost } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { grantPermissions } from './grantPermissions'

const request = {
  chainId: '0x7a69',
  expiry: 1_800_000_000,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x04${'1'.repeat(128)}` }] } },
  permissions: [{ type: 'contract-call', data: { address: '0x0588f943F5b11d3C914b21647c30b6a015DC6c94', functions: [{ functionName: 'increment()' }] } }],
}
const pci = `0x${'ab'.repeat(32)}`

describe('the grantPermissions command', () => {
  it('asks the wallet with wallet_grantPermissions and answers its checked ERC-7715 response', async () => {
    const asked: unknown[] = []
    const { host } = createTestHost({
      rpc: { request: async (args) => (asked.push(args), { chainId: '0x7a69', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', expiry: request.expiry, permissions: request.permissions, context: pci }) },
    })
    await expect(grantPermissions(host, request)).resolves.toMatchObject({ context: pci, expiry: request.expiry })
    expect(asked).toEqual([{ method: 'wallet_grantPermissions', params: [request] }])
  })

  it('never asks the wallet with a bad request, and refuses an answer that is not ERC-7715', async () => {
    const asked: unknown[] = []
    const { host } = createTestHost({ rpc: { request: async (args) => (asked.push(args), { context: 'nope' }) } })
    await expect(grantPermissions(host, { ...request, expiry: -1 })).rejects.toThrow('Invalid grantPermissions request: expiry must be whole seconds')
    expect(asked).toEqual([])
    await expect(grantPermissions(host, request)).rejects.toThrow(/^The wallet answered wallet_grantPermissions with something else than ERC-7715: chainId/)
  })

  it('passes the wallet refusal on as it is', async () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { host } = createTestHost({ rpc: { request: () => Promise.reject(rejected) } })
    await expect(grantPermissions(host, request)).rejects.toBe(rejected)
  })
})
