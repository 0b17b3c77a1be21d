import { frameSocialProviderSchema, type RouteState } from '@portico/contracts'
import * as z from 'zod/mini'

/** ConnectingSocial's arguments (from the Connect entry): one of the providers the frame signs in with. */
export const socialArgumentsSchema = z.object({ provider: frameSocialProviderSchema })
export type SocialArguments = z.infer<typeof socialArgumentsSchema>

/** A route's arguments read with `schema`: undefined when they do not fit (no provider, an unknown one). */
export function routeArguments<T>(schema: z.ZodMiniType<T>, route: RouteState): T | undefined {
  const parsed = schema.safeParse(route.arguments ?? {})
  return parsed.success ? parsed.data : undefined
}
