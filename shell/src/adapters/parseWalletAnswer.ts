import type * as z from 'zod/mini'

/**
 * A wallet's answer to an adapter's provider method, read with the method's schema. An answer that
 * does not match is said (`The wallet answered <method> with …`), never passed on to the dapp.
 */
export function parseWalletAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown, method: string): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new Error(`The wallet answered ${method} with ${parsed.error.issues[0]?.message ?? 'something unreadable'}`)
  return parsed.data
}
