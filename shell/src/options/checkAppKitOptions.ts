import { getErrorMessage, ThrownMessages } from '@portico/contracts'
import { readSiwxOption } from '../siwx/readSiwxOption'
import { appKitOptionsSchema, type AppKitOptions, type AppKitOptionsInput } from './appKitOptionsSchema'

/**
 * The `createAppKit` options checked by their schema, with its defaults; throws an Error with the
 * first problem's message. `createAppKit` runs it at once in a development build and with the
 * core's chunk in a production one (see checksAtCreation).
 * @example checkAppKitOptions({ networks: [] }) // throws 'Invalid createAppKit options: At least one network is required'
 */
export function checkAppKitOptions(input: AppKitOptionsInput): AppKitOptions {
  if (input.siwx !== undefined && input.siweConfig !== undefined) throw new Error(ThrownMessages.CANNOT_SET_BOTH_SIWE_AND_SIWX)
  const parsed = appKitOptionsSchema.safeParse(input)
  if (!parsed.success) throw new Error(`Invalid createAppKit options: ${getErrorMessage(parsed.error)}`)
  // Checked here too, so a bad `siwx` option fails with the others though sign-in loads later.
  readSiwxOption(parsed.data.siwx)
  return parsed.data
}
