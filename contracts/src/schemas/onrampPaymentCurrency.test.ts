import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES } from '../constants/onramp'
import { onrampPaymentCurrencySchema } from './onrampPaymentCurrency'

describe('onrampPaymentCurrencySchema', () => {
  it('accepts the built-in defaults', () => {
    for (const currency of DEFAULT_ONRAMP_PAYMENT_CURRENCIES) expect(onrampPaymentCurrencySchema.parse(currency)).toEqual(currency)
  })

  it('rejects numeric limits and a missing id', () => {
    expect(onrampPaymentCurrencySchema.safeParse({ id: 'USD', payment_method_limits: [{ id: 'card', min: 10, max: 7500 }] }).success).toBe(false)
    expect(onrampPaymentCurrencySchema.safeParse({ payment_method_limits: [] }).success).toBe(false)
  })

  it('accepts any id with text limits', () => {
    const limit = fc.record({ id: fc.string({ minLength: 1 }), min: fc.string(), max: fc.string() })
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(limit), (id, limits) => {
        expect(onrampPaymentCurrencySchema.safeParse({ id, payment_method_limits: limits }).success).toBe(true)
      }),
    )
  })
})
