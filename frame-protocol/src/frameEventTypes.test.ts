import { describe, expect, it } from 'vitest'
import { FRAME_SDK_VERSION } from '@portico/contracts'
import { FRAME_TIMEOUT_MS } from '@portico/contracts'
import { FRAME_APP_EVENT_PREFIX, FRAME_EVENT_PREFIX, FRAME_READY, FRAME_REQUEST_TYPES, FRAME_SESSION_UPDATE } from './frameEventTypes'
import { replyTypesOf } from './replyTypesOf'

// SPEC section 7 "Frame events", in its order and words.
const SPEC_FRAME_EVENTS = [
  'switch network',
  'connect email',
  'connect device',
  'connect otp',
  'connect social',
  'get farcaster uri',
  'connect farcaster',
  'get user',
  'get social redirect uri',
  'sign out',
  'is connected',
  'get chain id',
  'get smart account enabled networks',
  'init smart account',
  'set preferred account',
  'rpc request',
  'update email',
  'update email primary otp',
  'update email secondary otp',
  'sync theme',
  'sync dapp data',
  'reload',
]
// The hosted wire's one addition (AppKit's W3mFrameConstants APP_RPC_ABORT): stops a pending request.
const HOSTED_FRAME_EVENTS = ['rpc abort']
// Portico's own, where the hosted wire has none.
const PORTICO_FRAME_EVENTS = ['portico export key v1', 'portico delete account v1']

describe('frame event types', () => {
  it('name every page -> frame event of SPEC section 7, in its order', () => {
    expect(Object.keys(FRAME_REQUEST_TYPES)).toEqual([...SPEC_FRAME_EVENTS, ...HOSTED_FRAME_EVENTS, ...PORTICO_FRAME_EVENTS].map((event) => event.toUpperCase().replaceAll(' ', '_')))
    for (const [name, type] of Object.entries(FRAME_REQUEST_TYPES)) expect(type).toBe(`@w3m-app/${name}`)
    expect([FRAME_APP_EVENT_PREFIX, FRAME_EVENT_PREFIX]).toEqual(['@w3m-app/', '@w3m-frame/'])
  })

  it('give each request its matching success and error events', () => {
    expect(replyTypesOf('@w3m-app/CONNECT_EMAIL')).toEqual({ success: '@w3m-frame/CONNECT_EMAIL_SUCCESS', error: '@w3m-frame/CONNECT_EMAIL_ERROR' })
    expect(replyTypesOf(FRAME_REQUEST_TYPES.GET_SMART_ACCOUNT_ENABLED_NETWORKS)).toEqual({
      success: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      error: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR',
    })
    const replies = Object.values(FRAME_REQUEST_TYPES).flatMap((type) => Object.values(replyTypesOf(type)))
    expect(new Set(replies).size).toBe(50)
  })

  it('keep the frame events, the SDK version and the timeout of SPEC sections 3 and 9', () => {
    expect([FRAME_READY, FRAME_SESSION_UPDATE]).toEqual(['@w3m-frame/READY', '@w3m-frame/SESSION_UPDATE'])
    expect(FRAME_SDK_VERSION).toBe(4)
    expect(FRAME_TIMEOUT_MS).toBe(30000)
  })
})
