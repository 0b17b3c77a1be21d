import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walletAssetsSchema } from './walletAssets'

const hex = (min: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: min, maxLength: 16 }).map((s) => `0x${s}`)
const asset = fc.record({
  address: fc.string(),
  balance: hex(1),
  type: fc.constantFrom('ERC20', 'NATIVE'),
  metadata: fc.record({ name: fc.string(), symbol: fc.string(), decimals: fc.nat(36), price: fc.double({ noNaN: true, noDefaultInfinity: true }), iconUrl: fc.string() }),
})

describe('walletAssetsSchema', () => {
  it('accepts any object of arrays of valid assets keyed by hex chain id', () => {
    fc.assert(fc.property(fc.dictionary(hex(1), fc.array(asset, { maxLength: 3 })), (response) => {
      expect(walletAssetsSchema.safeParse(response).success).toBe(true)
    }))
  })

  it('refuses a response with one invalid asset, so the caller ignores it whole', () => {
    fc.assert(
      fc.property(asset, fc.constantFrom('balance', 'type', 'metadata'), (valid, broken) => {
        const invalid = { ...valid, [broken]: broken === 'balance' ? '12' : 'x' }
        expect(walletAssetsSchema.safeParse({ '0x1': [valid, invalid] }).success).toBe(false)
      }),
    )
  })

  it('refuses what is not an object of arrays', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(asset)), (value) => {
      expect(walletAssetsSchema.safeParse(value).success).toBe(false)
    }))
    expect(walletAssetsSchema.safeParse({ mainnet: [] }).success).toBe(false)
  })
})
