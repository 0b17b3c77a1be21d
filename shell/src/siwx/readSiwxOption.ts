import { siwxSchema, type Siwx } from '@portico/contracts'

/**
 * The dapp's `siwx` option, checked; undefined when sign-in is off. createAppKit calls it at once,
 * so a bad option throws from createAppKit even though the sign-in actions load later.
 * @example readSiwxOption(createLocalSiwx()) // the Siwx object
 */
export function readSiwxOption(value: unknown): Siwx | undefined {
  if (value === undefined) return undefined
  const parsed = siwxSchema.safeParse(value)
  if (!parsed.success) throw new Error(`Invalid siwx option: ${parsed.error.issues[0]?.message}`)
  return value as Siwx
}
