import * as z from 'zod/mini'

/**
 * The message a name registration signs (SPEC section 3, Names): the full name, empty
 * attributes, and the time in seconds. The profile service reads it back from the signed JSON.
 */
export const nameRegistrationMessageSchema = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  timestamp: z.number().check(z.int(), z.nonnegative()),
})
export type NameRegistrationMessage = z.infer<typeof nameRegistrationMessageSchema>

/**
 * The JSON text to sign for registering `name` (with its suffix) at `nowMs`.
 * @example nameRegistrationMessage('alice.reown.id', 1_700_000_000_500) // '{"name":"alice.reown.id","attributes":{},"timestamp":1700000000}'
 */
export function nameRegistrationMessage(name: string, nowMs: number): string {
  const message: NameRegistrationMessage = { name, attributes: {}, timestamp: Math.floor(nowMs / 1000) }
  return JSON.stringify(message)
}
