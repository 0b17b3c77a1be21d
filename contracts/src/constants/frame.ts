import type { CaipNetworkId } from '../caip/types'

/** The hidden iframe hosting the embedded-wallet frame (SPEC section 2). */
export const FRAME_IFRAME_ID = 'w3m-iframe'
export const FRAME_IFRAME_NAME = 'w3m-secure-iframe'
/** The frame's `chainId` query parameter when none is given (SPEC section 2). */
export const FRAME_DEFAULT_CHAIN_ID: CaipNetworkId = 'eip155:1'
/** SDK version sent to the frame (SPEC section 9). */
export const FRAME_SDK_VERSION = 4

/**
 * The query parameter a Telegram web view comes back with (SPEC section 2): the secure site's
 * callback URL, as the social result's `resultUri`. A constant apart from the result's schema, so
 * the page load that looks for it carries no schema.
 */
export const TELEGRAM_RESULT_URI_PARAM = 'result_uri'
