import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eip1193ProviderSchema, eip1193RequestArgumentsSchema } from './eip1193'

describe('eip1193RequestArgumentsSchema', () => {
  it('accepts a method with array, object or no params', () => {
    expect(eip1193RequestArgumentsSchema.parse({ method: 'eth_chainId' })).toEqual({ method: 'eth_chainId' })
    expect(eip1193RequestArgumentsSchema.parse({ method: 'personal_sign', params: ['0x68', '0xabc'] }).params).toEqual(['0x68', '0xabc'])
    expect(eip1193RequestArgumentsSchema.parse({ method: 'wallet_getAssets', params: { account: '0xabc' } }).params).toEqual({ account: '0xabc' })
  })

  it('rejects a missing or empty method and scalar params', () => {
    for (const value of [{}, { method: '' }, { method: 1 }, { method: 'eth_call', params: 'x' }, null]) {
      expect(eip1193RequestArgumentsSchema.safeParse(value).success).toBe(false)
    }
  })

  it('accepts any non-empty method with any array params', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.jsonValue()), (method, params) => {
        expect(eip1193RequestArgumentsSchema.safeParse({ method, params }).success).toBe(true)
      }),
    )
  })
})

describe('eip1193ProviderSchema', () => {
  it('keeps the provider by reference', () => {
    const provider = { request: async () => null, isMetaMask: true }
    expect(eip1193ProviderSchema.parse(provider)).toBe(provider)
  })

  it('rejects anything without a request function', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = eip1193ProviderSchema.safeParse(value)
        expect(result.success).toBe(false)
        if (!result.success) expect(result.error.issues[0]?.message).toBe('Expected an EIP-1193 provider')
      }),
    )
  })
})
