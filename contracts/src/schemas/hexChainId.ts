import * as z from 'zod/mini'
import { ValidationMessages } from '../errors/validationMessages'

// Non-zero, at most 13 significant hex digits so the number stays a safe integer.
const hexChainIdPattern = /^0x0*[1-9a-fA-F][0-9a-fA-F]{0,12}$/

/**
 * A chain id as wallets return it from `eth_chainId` ('0x89'), parsed to a number.
 * For the other way, use viem's `numberToHex`.
 * @example hexChainIdSchema.parse('0x89') // 137
 */
export const hexChainIdSchema = z.pipe(
  z
    .string({ error: ValidationMessages.INVALID_HEX_CHAIN_ID })
    .check(z.regex(hexChainIdPattern, ValidationMessages.INVALID_HEX_CHAIN_ID)),
  z.transform((hex: string) => Number.parseInt(hex, 16)),
)
