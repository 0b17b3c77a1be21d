import { getAddress, type Address } from 'viem'
import * as z from 'zod'

/** An EVM account as CAIP-10 (`eip155:<chain id>:0x<40 hex>`), read into its chain id and checksummed address. */
export const evmAccountSchema = z
  .string()
  .regex(/^eip155:\d{1,15}:0x[0-9a-fA-F]{40}$/, 'Expected an eip155 CAIP-10 account')
  .transform((caip) => {
    const [, chainId = '', address = ''] = caip.split(':')
    return { chainId: Number(chainId), address: getAddress(address) as Address }
  })
export type EvmAccount = z.infer<typeof evmAccountSchema>

/** An EVM chain as CAIP-2 (`eip155:<chain id>`), read into its chain id. */
export const evmChainSchema = z
  .string()
  .regex(/^eip155:\d{1,15}$/, 'Expected an eip155 CAIP-2 chain id')
  .transform((caip) => Number(caip.split(':')[1]))

/** Base units as a decimal string, read into a bigint. */
export const baseUnitsSchema = z.string().regex(/^\d{1,78}$/, 'Expected base units').transform((digits) => BigInt(digits))
