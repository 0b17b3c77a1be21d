import * as z from 'zod/mini'

/**
 * A JSON-RPC / EIP-1193 error object.
 * @example jsonRpcErrorSchema.parse({ code: 4001, message: 'User rejected the request.' })
 */
export const jsonRpcErrorSchema = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.optional(z.unknown()),
})
export type JsonRpcError = z.infer<typeof jsonRpcErrorSchema>
