import * as z from 'zod/mini'

/**
 * A string schema checked by a type guard, with one message for every issue (not a string, or
 * rejected by the guard). The output is narrowed to the guard's type, as classic zod's `.refine`
 * does with a type predicate; mini's `.check` keeps the schema's own type, hence the cast.
 * Internal to contracts: not exported from the package.
 * @example guardedString(isCaipNetworkId, 'Invalid CAIP-2 network id').parse('eip155:1') // typed CaipNetworkId
 */
/* @__NO_SIDE_EFFECTS__ */
export function guardedString<T extends string>(
  guard: (value: string) => value is T,
  error: string,
): z.ZodMiniString<string> & z.ZodMiniType<T, string> {
  return z.string({ error }).check(z.refine(guard, { error })) as z.ZodMiniString<string> & z.ZodMiniType<T, string>
}
