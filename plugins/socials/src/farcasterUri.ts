import { isTrustworthyUrl } from '@portico/contracts'
import * as z from 'zod/mini'

// A QR code at error correction M holds about 2,300 bytes; a Sign In With Farcaster link is a few hundred.
const MAX_FARCASTER_URI_LENGTH = 2048

/**
 * A Sign In With Farcaster link as the page may show and open it: it comes from the network
 * through the frame, so it is data to check (https, or http on loopback for the sandbox), never
 * a `javascript:` or other scheme a click would run.
 * @example farcasterUriSchema.safeParse('https://farcaster.xyz/~/siwf?channelToken=t1').success // true
 */
export const farcasterUriSchema = z.string().check(z.maxLength(MAX_FARCASTER_URI_LENGTH), z.refine(isTrustworthyUrl))
