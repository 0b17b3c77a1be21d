import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameErrorPayloadArbitrary, frameIdArbitrary, framePayloadArbitraries, frameRequestNameArbitrary } from './testing/frameArbitraries'
import { hostileSchemeUrl } from '@portico/contracts/testing/vitest'
import { FRAME_READY, FRAME_REQUEST_TYPES, type FrameRequestName } from './frameEventTypes'
import { frameError, frameSuccess } from './frameReply'
import { frameRequest } from './frameRequest'
import { FRAME_MAX_ID_LENGTH, FRAME_MAX_MESSAGE_LENGTH, FRAME_MAX_TYPE_LENGTH } from './frameLimits'
import { MAX_EMAIL_LENGTH } from '@portico/contracts'
import { parseFrameMessage } from './parseFrameMessage'
import { parseFrameRequest } from './parseFrameRequest'

const parseEither = (data: unknown) => parseFrameMessage(data) ?? parseFrameRequest(data)

/** A valid message of any kind, as the builders emit it. */
const validMessage = frameRequestNameArbitrary.chain((name: FrameRequestName) =>
  fc
    .record({ id: frameIdArbitrary, request: framePayloadArbitraries[name].request, success: framePayloadArbitraries[name].success, error: frameErrorPayloadArbitrary })
    .chain(({ id, request, success, error }) => {
      const sent = frameRequest(FRAME_REQUEST_TYPES[name], request as never, id)
      return fc.constantFrom<Record<string, unknown>>(sent, frameSuccess(sent, success as never), frameError(sent, error))
    }),
)

const knownTypes = new Set<string>([
  FRAME_READY,
  '@w3m-frame/SESSION_UPDATE',
  ...Object.values(FRAME_REQUEST_TYPES).flatMap((type) => [type, type.replace('@w3m-app/', '@w3m-frame/') + '_SUCCESS', type.replace('@w3m-app/', '@w3m-frame/') + '_ERROR']),
])

describe('frame protocol garbage', () => {
  it('anything that is not a message never parses', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }), (data) => {
        expect(parseEither(data)).toBeUndefined()
      }),
      { numRuns: 1000 },
    )
  })

  it('a message with an id that is not a 1 to 128 character string never parses', () => {
    const wrongId = fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.object(), fc.constant(''), fc.string({ minLength: FRAME_MAX_ID_LENGTH + 1, maxLength: 300 }))
    fc.assert(
      fc.property(validMessage, wrongId, (message, id) => {
        expect(parseEither({ ...message, id })).toBeUndefined()
      }),
    )
  })

  it('a message of an unknown type, or with no type, never parses', () => {
    const unknownType = fc.oneof(
      fc.string(),
      fc.string().map((name) => `@w3m-frame/${name}`),
      fc.string().map((name) => `@w3m-app/${name}`),
      fc.constantFrom('@w3m-app/__proto__', '@w3m-frame/constructor_SUCCESS', '@w3m-frame/toString_ERROR', '@w3m-frame/hasOwnProperty_SUCCESS', '@w3m-frame/_SUCCESS', '@w3m-app/', 'READY'),
      fc.string({ minLength: FRAME_MAX_TYPE_LENGTH + 1, maxLength: 300 }),
      fc.integer(),
    )
    fc.assert(
      fc.property(validMessage, unknownType, (message, type) => {
        fc.pre(typeof type !== 'string' || !knownTypes.has(type))
        expect(parseEither({ ...message, type })).toBeUndefined()
        const { type: _type, ...untyped } = message
        expect(parseEither(untyped)).toBeUndefined()
      }),
    )
  })

  it('a payload with a field of the wrong type never parses', () => {
    fc.assert(
      fc.property(validMessage, fc.nat(), fc.constantFrom(() => 0, Symbol('x'), 10n), (message, pick, wrong) => {
        const payload = message.payload
        fc.pre(typeof payload === 'object' && payload !== null && !Array.isArray(payload) && Object.keys(payload).length > 0)
        const keys = Object.keys(payload as object)
        const key = keys[pick % keys.length] as string
        expect(parseEither({ ...message, payload: { ...(payload as object), [key]: wrong } })).toBeUndefined()
      }),
    )
  })

  it('a payload where none belongs, or none where one does, never parses', () => {
    const send = (type: string, payload?: unknown) => parseEither({ id: '1', type, payload })
    expect(send('@w3m-app/SIGN_OUT', { anything: true })).toBeUndefined()
    expect(send('@w3m-frame/SIGN_OUT_SUCCESS', null)).toBeUndefined()
    expect(send('@w3m-app/CONNECT_EMAIL')).toBeUndefined()
    expect(send('@w3m-frame/CONNECT_EMAIL_ERROR', {})).toBeUndefined()
    expect(send('@w3m-frame/RPC_REQUEST_SUCCESS')).toBeUndefined()
    expect(send(FRAME_READY)).toBeUndefined()
  })

  it('oversized strings never parse', () => {
    const long = (length: number) => `${'a'.repeat(length - 10)}@x.example`
    expect(parseEither({ id: '1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: long(MAX_EMAIL_LENGTH) } })).toBeDefined()
    expect(parseEither({ id: '1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: long(MAX_EMAIL_LENGTH + 1) } })).toBeUndefined()
    expect(parseEither({ id: '1', type: '@w3m-frame/SIGN_OUT_ERROR', payload: { message: 'x'.repeat(FRAME_MAX_MESSAGE_LENGTH + 1) } })).toBeUndefined()
    expect(parseEither({ id: '1', type: FRAME_READY, payload: { version: 'x'.repeat(257) } })).toBeUndefined()
    expect(parseEither({ id: '1', type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS', payload: { uri: `https://a.example/?${'x'.repeat(8192)}` } })).toBeUndefined()
  })

  it('a URL from the frame that is not https (or loopback http) never parses', () => {
    fc.assert(
      fc.property(hostileSchemeUrl, fc.constantFrom('GET_SOCIAL_REDIRECT_URI', 'GET_FARCASTER_URI'), (uri, name) => {
        expect(parseFrameMessage({ id: '1', type: `@w3m-frame/${name}_SUCCESS`, payload: { uri } })).toBeUndefined()
      }),
    )
    for (const uri of ['http://accounts.example/', 'https://u:p@accounts.example/', '/oauth']) {
      expect(parseFrameMessage({ type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS', payload: { uri } })).toBeUndefined()
    }
  })
})
