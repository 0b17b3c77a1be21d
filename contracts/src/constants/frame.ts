import type { CaipNetworkId } from '../caip/types'

/** The hidden iframe hosting the embedded-wallet frame (SPEC section 2). */
export const FRAME_IFRAME_ID = 'w3m-iframe'
export const FRAME_IFRAME_NAME = 'w3m-secure-iframe'
/** The frame's `chainId` query parameter when none is given (SPEC section 2). */
export const FRAME_DEFAULT_CHAIN_ID: CaipNetworkId = 'eip155:1'
/** SDK version sent to the frame (SPEC section 9). */
export const FRAME_SDK_VERSION = 4
