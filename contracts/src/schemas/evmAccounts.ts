import * as z from 'zod/mini'
import { evmAddressSchema } from '../validation/isEvmAddress'

/**
 * The result of `eth_requestAccounts` / `eth_accounts`: EVM addresses, given the 0x prefix when a
 * wallet left it out so they fit viem's `Address`. Case is kept.
 * @example evmAccountsSchema.parse(['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'])
 */
export const evmAccountsSchema = z.array(
  z.pipe(
    evmAddressSchema,
    z.transform((address: string) => `0x${address.replace(/^0x/, '')}` as const),
  ),
)
export type EvmAccounts = z.infer<typeof evmAccountsSchema>
