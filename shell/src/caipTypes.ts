import type { CaipNetwork } from '@portico/contracts'

/** A CAIP-2 network id (`eip155:1`, `solana:5eykt4...`), as AppKit's `CaipNetworkId`. */
export type CaipNetworkId = CaipNetwork['caipNetworkId']

/** A CAIP-10 account (`eip155:1:0xab...`), as AppKit's `CaipAddress`. */
export type { CaipAddress } from '@portico/contracts'
