import { SESSION_COUNTER_ABI } from '@portico/contracts/testing'
import { secp256k1 } from '@noble/curves/secp256k1'
import { parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN, parseGrantPermissions } from './grantPermissionsParams'

const NOW = 1_800_000_000
const counter = '0x0588f943F5b11d3C914b21647c30b6a015DC6c94'
const privateKey = generatePrivateKey()
const key = privateKeyToAccount(privateKey)
const request = (extra: Record<string, unknown> = {}) => [
  {
    chainId: '0x7a69',
    expiry: NOW + 60,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
    permissions: [{ type: 'contract-call', data: { address: counter, abi: SESSION_COUNTER_ABI, functions: [{ functionName: 'increment' }] } }],
    ...extra,
  },
]

describe('parseGrantPermissions (the frame, for PorticoSessionAccount)', () => {
  it('turns the key into its address, functions into selectors, allowances into base units', () => {
    const grant = parseGrantPermissions(
      request({
        permissions: [
          { type: 'contract-call', data: { address: counter, abi: SESSION_COUNTER_ABI, functions: [{ functionName: 'increment' }] } },
          { type: 'contract-call', data: { address: counter, functions: [{ functionName: 'reset()' }] } },
          { type: 'native-token-recurring-allowance', data: { allowance: toHex(parseEther('1')), start: NOW, period: 86_400 } },
          { type: 'erc20-recurring-allowance', data: { token: counter, allowance: '0x64', start: NOW, period: 60 } },
        ],
      }),
      NOW,
    )
    expect(grant).toMatchObject({ chainId: 31337, address: undefined, expiry: NOW + 60, signer: key.address })
    expect(grant.calls).toEqual([
      { target: counter, selector: '0xd09de08a', functionName: 'increment' },
      { target: counter, selector: '0xd826f88f', functionName: 'reset()' },
    ])
    expect(grant.allowances).toEqual([
      { token: NATIVE_TOKEN, amount: parseEther('1'), start: NOW, period: 86_400 },
      { token: counter, amount: 100n, start: NOW, period: 60 },
    ])
  })

  it('takes a compressed key, and the older single-key signer, to the same address', () => {
    const compressed = toHex(secp256k1.getPublicKey(privateKey.slice(2), true))
    const grant = parseGrantPermissions(request({ signer: { type: 'key', data: { type: 'secp256k1', publicKey: compressed } } }), NOW)
    expect(grant.signer).toBe(key.address)
  })

  it('refuses what the account could not enforce or find, naming it', () => {
    const failure = (extra: Record<string, unknown>) => {
      try {
        parseGrantPermissions(request(extra), NOW)
        return 'accepted'
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(failure({ expiry: NOW })).toBe('Invalid wallet_grantPermissions params: expiry must be in the future')
    expect(failure({ policies: [{ type: 'rate-limit' }] })).toBe('Invalid wallet_grantPermissions params: policy rate-limit is not supported')
    expect(failure({ permissions: [{ type: 'contract-call', data: { address: counter, abi: SESSION_COUNTER_ABI, functions: [{ functionName: 'drain' }] } }] })).toBe(
      'Invalid wallet_grantPermissions params: contract-call abi has no function drain',
    )
    expect(failure({ permissions: [{ type: 'contract-call', data: { address: counter, functions: [{ functionName: 'drain' }] } }] })).toBe(
      'Invalid wallet_grantPermissions params: contract-call drain needs an abi, or a signature such as drain()',
    )
    expect(failure({ permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x0', start: 0, period: 1 } }] })).toBe(
      'Invalid wallet_grantPermissions params: native-token-recurring-allowance allowance must be above 0',
    )
    expect(failure({ signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x02${'f'.repeat(64)}` }] } } })).toBe(
      'Invalid wallet_grantPermissions params: signer public key is not a point of secp256k1',
    )
    expect(failure({ chainId: 31337 })).toBe('Invalid wallet_grantPermissions params: chainId must be hex starting with 0x')
  })
})
