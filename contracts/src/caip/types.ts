/** A CAIP-2 network id, `namespace:chainId` (SPEC section 3), e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account id, `namespace:chainId:address` (SPEC section 3), e.g. `eip155:1:0xabc...`. */
export type CaipAddress = `${string}:${string}:${string}`
