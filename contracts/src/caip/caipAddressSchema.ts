import { ValidationMessages } from '../errors/validationMessages'
import { guardedString } from '../validation/guardedString'
import { isCaipAddress } from './isCaipAddress'

/**
 * A CAIP-10 address; every issue reads 'Invalid CAIP-10 address' (SPEC section 5).
 * @example caipAddressSchema.parse('eip155:1:0xabc') // 'eip155:1:0xabc', typed CaipAddress
 */
export const caipAddressSchema = guardedString(isCaipAddress, ValidationMessages.INVALID_CAIP_ADDRESS)
