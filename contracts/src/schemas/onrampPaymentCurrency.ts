import * as z from 'zod/mini'

/**
 * A payment currency of the onramp options, with its limits per payment method (SPEC section 3).
 * Amounts are decimal text, as the service sends them.
 * @example onrampPaymentCurrencySchema.parse({ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] })
 */
export const onrampPaymentCurrencySchema = z.object({
  id: z.string().check(z.minLength(1)),
  payment_method_limits: z.array(z.object({ id: z.string().check(z.minLength(1)), min: z.string(), max: z.string() })),
})
export type OnrampPaymentCurrency = z.infer<typeof onrampPaymentCurrencySchema>
