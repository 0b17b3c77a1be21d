import type { HostedAnswer } from './hostedAnswer'
import { hostedError } from './hostedError'

/**
 * A body over its limit: 413 in the hosted shape. The connection closes, so the rest of a huge
 * body is not read into a keep-alive connection.
 * @example payloadTooLarge(1_048_576)
 */
export function payloadTooLarge(maxBytes: number): HostedAnswer {
  return { status: 413, body: hostedError('body', `Payload too large: at most ${maxBytes} bytes`), headers: { Connection: 'close' } }
}
