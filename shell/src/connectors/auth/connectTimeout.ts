import { FRAME_TIMEOUT_MS } from '@portico/contracts'
import type { FrameRequestOptions } from './sendFrameRequest'

/** SPEC section 8: connect email, device, otp, social and the social redirect wait at most 30 s, then the socials-timeout alert shows. */
export const CONNECT_TIMEOUT: FrameRequestOptions = { timeoutMs: FRAME_TIMEOUT_MS }
