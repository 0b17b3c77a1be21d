import { isEmail, type RouteState } from '@portico/contracts'
import * as z from 'zod/mini'

const emailSchema = z.string().check(z.refine(isEmail))

/**
 * EmailVerifyOtp's and EmailVerifyDevice's arguments: the address (from the shell's email field),
 * and `codeSent` when EmailVerifyDevice comes back after the approval, a code already on its way.
 */
export const loginArgumentsSchema = z.object({ email: emailSchema, codeSent: z.optional(z.literal('true')) })
export type LoginArguments = z.infer<typeof loginArgumentsSchema>

/** The two update steps' arguments: the address the email changes to. */
export const updateArgumentsSchema = z.object({ newEmail: emailSchema })
export type UpdateArguments = z.infer<typeof updateArgumentsSchema>

/** A route's arguments read with `schema`: undefined when they do not fit (no email, an invalid one). */
export function routeArguments<T>(schema: z.ZodMiniType<T>, route: RouteState): T | undefined {
  const parsed = schema.safeParse(route.arguments ?? {})
  return parsed.success ? parsed.data : undefined
}
