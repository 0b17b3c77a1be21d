import * as z from 'zod/mini'

// A wallet's JSON-RPC error, which WalletConnect's universal provider rejects with as a plain object.
const jsonRpcErrorSchema = z.object({ code: z.number().check(z.int()), message: z.string(), data: z.optional(z.unknown()) })

/**
 * A wallet's refusal, or a connector's, as an EIP-1193 style Error: the shell's rejection handling
 * and a dapp read its `code`. Every namespace connector throws it.
 */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/**
 * What a WalletConnect request rejects with, as a dapp can read it: a wallet's `{ code, message }`
 * becomes a WalletRequestError (a dapp's `error.message` is then the wallet's words, not
 * '[object Object]'); an Error, or anything else, is passed on as it is.
 * @example toWalletRequestError({ code: 4001, message: 'User rejected the request.' }).message // 'User rejected the request.'
 */
export function toWalletRequestError(error: unknown): unknown {
  if (error instanceof Error) return error
  const parsed = jsonRpcErrorSchema.safeParse(error)
  if (!parsed.success) return error
  const { code, message, data } = parsed.data
  return new WalletRequestError(code, message, data)
}
