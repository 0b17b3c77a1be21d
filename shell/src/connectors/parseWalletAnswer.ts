import type * as z from 'zod/mini'

/**
 * A wallet's answer, read with the method's schema. An answer that does not match is said
 * (`<wallet> answered <method> with <the first issue>`), never passed on.
 * @example parseWalletAnswer(connectOutputSchema, output, 'connect', wallet.name)
 */
export function parseWalletAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown, method: string, wallet = 'The wallet'): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new Error(`${wallet} answered ${method} with ${parsed.error.issues[0]?.message ?? 'something unreadable'}`)
  return parsed.data
}

/**
 * `Invalid <method> params: <path> <issue>; …`, every issue of params that did not parse: the words
 * a dapp reads whether the adapter or the connector refused them.
 */
export function invalidParamsMessage(method: string, error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return `Invalid ${method} params: ${error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`
}
