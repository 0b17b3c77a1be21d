import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameErrorPayloadArbitrary, frameIdArbitrary, framePayloadArbitraries, frameRequestNameArbitrary } from './testing/frameArbitraries'
import { FRAME_REQUEST_TYPES, type FrameRequestName } from './frameEventTypes'
import { frameReady, frameSessionUpdate, frameUserStep } from './frameEvents'
import { frameError, frameSuccess } from './frameReply'
import { frameRequest } from './frameRequest'
import { isFrameReplyTo } from './isFrameReplyTo'
import { parseFrameMessage } from './parseFrameMessage'
import { parseFrameRequest } from './parseFrameRequest'

// postMessage delivers a structured clone: parse what the other window would receive.
const deliver = <T>(message: T): unknown => structuredClone(message)

/** A request of any type with valid payloads for it and for its success reply, built by the builders. */
const exchange = frameRequestNameArbitrary.chain((name: FrameRequestName) =>
  fc.record({ id: frameIdArbitrary, request: framePayloadArbitraries[name].request, success: framePayloadArbitraries[name].success, error: frameErrorPayloadArbitrary }).map(({ id, request, success, error }) => {
    const sent = frameRequest(FRAME_REQUEST_TYPES[name], request as never, id)
    return { sent, success: frameSuccess(sent, success as never), error: frameError(sent, error) }
  }),
)

describe('frame protocol round trip', () => {
  it('every request the builders emit parses back to itself, on the frame side only', () => {
    fc.assert(
      fc.property(exchange, ({ sent }) => {
        expect(parseFrameRequest(deliver(sent))).toEqual(sent)
        expect(parseFrameMessage(deliver(sent))).toBeUndefined()
      }),
      { numRuns: 500 },
    )
  })

  it('every success and error reply parses back to itself, on the page side only, and answers its request', () => {
    fc.assert(
      fc.property(exchange, ({ sent, success, error }) => {
        for (const reply of [success, error]) {
          const received = parseFrameMessage(deliver(reply))
          expect(received).toEqual(reply)
          expect(received && isFrameReplyTo(sent, received)).toBe(true)
          expect(parseFrameRequest(deliver(reply))).toBeUndefined()
        }
      }),
      { numRuns: 500 },
    )
  })

  it('PORTICO_USER_STEP_V1 parses back; a payload without a boolean is dropped', () => {
    for (const shown of [true, false]) expect(parseFrameMessage(deliver(frameUserStep(shown)))).toEqual({ type: '@w3m-frame/PORTICO_USER_STEP_V1', payload: { shown } })
    expect(parseFrameMessage({ type: '@w3m-frame/PORTICO_USER_STEP_V1', payload: { shown: 'yes' } })).toBeUndefined()
  })

  it('READY and SESSION_UPDATE parse back', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 256 }), (value) => {
        expect(parseFrameMessage(deliver(frameReady(value)))).toEqual({ type: '@w3m-frame/READY', payload: { version: value } })
        expect(parseFrameMessage(deliver(frameSessionUpdate(value)))).toEqual({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: value } })
      }),
    )
  })
})
