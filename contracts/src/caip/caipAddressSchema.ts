import { z } from 'zod'
import { ValidationMessages } from '../errors/validationMessages'
import { isCaipAddress } from './isCaipAddress'

/**
 * A CAIP-10 address; every issue reads 'Invalid CAIP-10 address' (SPEC section 5).
 * @example caipAddressSchema.parse('eip155:1:0xabc') // 'eip155:1:0xabc', typed CaipAddress
 */
export const caipAddressSchema = z
  .string({ error: ValidationMessages.INVALID_CAIP_ADDRESS })
  .refine(isCaipAddress, { error: ValidationMessages.INVALID_CAIP_ADDRESS })
