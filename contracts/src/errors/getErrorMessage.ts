import * as z from 'zod/mini'
import { UserMessages } from './userMessages'

// Structural, not `instanceof`: errors may come from another copy of zod or viem (federated
// remotes) or be plain objects (EIP-1193 provider errors, service error bodies).
const serviceError = z.object({ reasons: z.tuple([z.object({ description: z.string().check(z.minLength(1)) })], z.unknown()) })
const validationError = z.object({ issues: z.tuple([z.object({ message: z.string() })], z.unknown()) })
const messageError = z.object({ message: z.string().check(z.minLength(1)) })

/**
 * The text to show for an error (SPEC section 8): a string as is; else a service error's first
 * reason description; else the first validation issue message (any zod error, classic or mini:
 * matched by its `issues`); else the error message;
 * else 'Unknown error'.
 * @example getErrorMessage(new Error('Chain adapter not found')) // 'Chain adapter not found'
 * @example getErrorMessage(z.string().safeParse(1).error) // 'Invalid input: expected string, received number'
 * @example getErrorMessage({ reasons: [{ description: 'Insufficient liquidity' }] }) // 'Insufficient liquidity'
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error
  const service = serviceError.safeParse(error)
  if (service.success) return service.data.reasons[0].description
  const validation = validationError.safeParse(error)
  if (validation.success) return validation.data.issues[0].message
  const withMessage = messageError.safeParse(error)
  if (withMessage.success) return withMessage.data.message
  return UserMessages.UNKNOWN_ERROR
}
