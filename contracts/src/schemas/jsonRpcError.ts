import { z } from 'zod'

/**
 * A JSON-RPC / EIP-1193 error object.
 * @example jsonRpcErrorSchema.parse({ code: 4001, message: 'User rejected the request.' })
 */
export const jsonRpcErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
})
export type JsonRpcError = z.infer<typeof jsonRpcErrorSchema>
