import { describe, expect, it } from 'vitest'
import { parseGrantPermissionsRequest } from './parseGrantPermissionsRequest'

const publicKey = `0x04${'1'.repeat(128)}`
const counter = '0x0588f943F5b11d3C914b21647c30b6a015DC6c94'
const valid = {
  chainId: '0x7a69',
  expiry: 1_800_000_000,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey }] } },
  permissions: [
    { type: 'contract-call', data: { address: counter, abi: [{ type: 'function', name: 'increment', inputs: [], outputs: [], stateMutability: 'nonpayable' }], functions: [{ functionName: 'increment' }] } },
    { type: 'native-token-recurring-allowance', data: { allowance: '0xde0b6b3a7640000', start: 1_700_000_000, period: 86_400 } },
    { type: 'erc20-recurring-allowance', data: { token: counter, allowance: '0x64', start: 1_700_000_000, period: 3_600 } },
  ],
}
const failure = (request: unknown) => {
  try {
    parseGrantPermissionsRequest(request)
  } catch (error) {
    return (error as Error).message
  }
  return 'accepted'
}

describe('parseGrantPermissionsRequest (ERC-7715)', () => {
  it('accepts the three permission types, the keys signer and the older single key', () => {
    expect(parseGrantPermissionsRequest(valid)).toEqual(valid)
    const single = { ...valid, signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x02${'a'.repeat(64)}` } }, address: counter }
    expect(parseGrantPermissionsRequest(single).signer).toEqual(single.signer)
  })

  it('names the field and what it must be', () => {
    expect(failure({ ...valid, chainId: 31337 })).toBe('Invalid grantPermissions request: chainId must be hex starting with 0x')
    expect(failure({ ...valid, chainId: '7a69' })).toBe('Invalid grantPermissions request: chainId must be hex starting with 0x')
    expect(failure({ ...valid, expiry: 1.5 })).toBe('Invalid grantPermissions request: expiry must be whole seconds')
    expect(failure({ ...valid, permissions: [] })).toBe('Invalid grantPermissions request: permissions must hold at least one permission')
    expect(failure({ ...valid, signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04ab' }] } } })).toBe(
      'Invalid grantPermissions request: signer.data.keys[0].publicKey must be a secp256k1 public key (33 or 65 bytes of hex)',
    )
    expect(failure({ ...valid, permissions: [{ type: 'contract-call', data: { address: '0x12', functions: [{ functionName: 'increment' }] } }] })).toBe(
      'Invalid grantPermissions request: permissions[0].data.address must be an address (0x and 40 hex digits)',
    )
    expect(failure({ ...valid, permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 0, period: 0 } }] })).toBe(
      'Invalid grantPermissions request: permissions[0].data.period must be a positive number of seconds',
    )
    expect(failure({ ...valid, permissions: [{ type: 'spend-everything', data: {} }] })).toMatch(/^Invalid grantPermissions request: permissions\[0\]\.type /)
    expect(failure(undefined)).toMatch(/^Invalid grantPermissions request: /)
  })
})
