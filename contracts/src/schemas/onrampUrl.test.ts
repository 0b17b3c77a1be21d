import { describe, expect, it } from 'vitest'
import { generateOnrampUrlRequestSchema, generateOnrampUrlResponseSchema } from './onrampUrl'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const body = {
  destinationWallets: [{ address, blockchains: ['base'] }],
  defaultNetwork: 'base',
  partnerUserId: address,
  defaultExperience: 'buy',
}

describe('generateOnrampUrlRequestSchema', () => {
  it('accepts the body of SPEC section 7, preset amounts optional', () => {
    expect(generateOnrampUrlRequestSchema.parse(body)).toEqual(body)
    const preset = { ...body, destinationWallets: [{ address, blockchains: ['base'], assets: ['ETH'] }], presetFiatAmount: 50, presetCryptoAmount: 2 }
    expect(generateOnrampUrlRequestSchema.parse(preset)).toEqual(preset)
  })

  it('rejects unknown Coinbase networks, no wallet, a user id off 32 to 50 characters or a preset that is not a positive integer', () => {
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, defaultNetwork: 'solana' }).success).toBe(false)
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, destinationWallets: [] }).success).toBe(false)
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, destinationWallets: [{ address, blockchains: [] }] }).success).toBe(false)
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, partnerUserId: 'x'.repeat(51) }).success).toBe(false)
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, partnerUserId: 'x'.repeat(31) }).success).toBe(false)
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, presetFiatAmount: 0 }).success).toBe(false)
    // The hosted service's presets are integers (`Option<usize>`): a decimal is refused there.
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, presetCryptoAmount: 0.02 }).success).toBe(false)
    expect(generateOnrampUrlRequestSchema.safeParse({ ...body, defaultExperience: 'sell' }).success).toBe(false)
  })
})

describe('generateOnrampUrlResponseSchema', () => {
  it('accepts an https address only', () => {
    expect(generateOnrampUrlResponseSchema.parse({ url: 'https://pay.coinbase.com/buy/select-asset?appId=a' }).url).toContain('pay.coinbase.com')
    for (const url of ['http://pay.coinbase.com/buy', 'javascript:alert(1)', 'https:alert(1)', 'data:text/html,x', '']) {
      expect(generateOnrampUrlResponseSchema.safeParse({ url }).success).toBe(false)
    }
  })
})
