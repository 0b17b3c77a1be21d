import * as z from 'zod/mini'
import { ValidationMessages } from '../errors/validationMessages'

/**
 * Arguments of an EIP-1193 `request`: a method and optional params (array or object).
 * @example eip1193RequestArgumentsSchema.parse({ method: 'eth_chainId' })
 */
export const eip1193RequestArgumentsSchema = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.union([z.readonly(z.array(z.unknown())), z.record(z.string(), z.unknown())])),
})
export type Eip1193RequestArguments = z.infer<typeof eip1193RequestArgumentsSchema>

type Eip1193Listener = (...args: unknown[]) => void

/** The part of an EIP-1193 provider Portico uses. Compatible with viem's `custom()` transport. */
export type Eip1193Provider = {
  request: (args: Eip1193RequestArguments) => Promise<unknown>
  on?: (event: string, listener: Eip1193Listener) => void
  removeListener?: (event: string, listener: Eip1193Listener) => void
}

/**
 * An object with a `request` function, kept by reference (the provider object is the wallet's).
 * @example eip1193ProviderSchema.parse(window.ethereum)
 */
export const eip1193ProviderSchema = z.custom<Eip1193Provider>(
  (value) => typeof value === 'object' && value !== null && 'request' in value && typeof value.request === 'function',
  { error: ValidationMessages.INVALID_EIP1193_PROVIDER },
)
