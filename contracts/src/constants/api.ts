/** Currency of Blockchain API balance and price requests (SPEC section 7). */
export const API_CURRENCY = 'usd'
