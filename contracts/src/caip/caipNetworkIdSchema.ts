import { ValidationMessages } from '../errors/validationMessages'
import { guardedString } from '../validation/guardedString'
import { isCaipNetworkId } from './isCaipNetworkId'

/**
 * A CAIP-2 network id; every issue reads 'Invalid CAIP-2 network id' (SPEC section 5).
 * @example caipNetworkIdSchema.parse('eip155:1') // 'eip155:1', typed CaipNetworkId
 */
export const caipNetworkIdSchema = guardedString(isCaipNetworkId, ValidationMessages.INVALID_CAIP_NETWORK_ID)
