import * as z from 'zod/mini'

const callSchema = z.object({
  to: z.optional(z.string().check(z.startsWith('0x', 'Each call target must start with 0x'))),
  data: z.optional(z.string().check(z.startsWith('0x', 'Each call data must start with 0x'))),
  value: z.optional(z.string()),
})
const sendCallsParamsSchema = z.tuple([z.object({ calls: z.array(callSchema).check(z.minLength(1, 'wallet_sendCalls needs at least one call')) })])

/**
 * SPEC section 5's wallet_sendCalls rule, before anything is asked of the user: every call's
 * target and data must start with 0x; throws the first issue as a clear error.
 * @example assertSendCalls([{ calls: [{ to: '0xabc', data: 'deadbeef' }] }]) // throws 'Each call data must start with 0x'
 */
export function assertSendCalls(params: unknown): void {
  const parsed = sendCallsParamsSchema.safeParse(params)
  if (!parsed.success) throw Object.assign(new Error(parsed.error.issues[0]?.message ?? 'Invalid wallet_sendCalls parameters'), { code: -32602 })
}
