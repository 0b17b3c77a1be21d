import { describe, expect, it } from 'vitest'
import { frameReady } from './frameEvents'
import { frameError, frameSuccess } from './frameReply'
import { frameRequest } from './frameRequest'
import { isFrameReplyTo } from './isFrameReplyTo'

describe('isFrameReplyTo', () => {
  const request = frameRequest('@w3m-app/IS_CONNECTED', undefined, 'r1')

  it('matches both replies with the request id', () => {
    const success = frameSuccess(request, { isConnected: true })
    expect(isFrameReplyTo(request, success)).toBe(true)
    expect(isFrameReplyTo(request, frameError(request, { message: 'Session Expired' }))).toBe(true)
    if (isFrameReplyTo(request, success) && success.type === '@w3m-frame/IS_CONNECTED_SUCCESS') expect(success.payload.isConnected).toBe(true)
  })

  it('refuses another id, another request type, no id, and events', () => {
    expect(isFrameReplyTo(request, { ...frameSuccess(request, { isConnected: true }), id: 'r2' })).toBe(false)
    const other = frameRequest('@w3m-app/SIGN_OUT', undefined, 'r1')
    expect(isFrameReplyTo(request, frameSuccess(other, undefined))).toBe(false)
    const { id: _id, ...anonymous } = frameSuccess(request, { isConnected: true })
    expect(isFrameReplyTo(request, anonymous)).toBe(false)
    expect(isFrameReplyTo({ type: request.type, payload: undefined }, anonymous)).toBe(false)
    expect(isFrameReplyTo(request, { ...frameReady('4'), id: 'r1' })).toBe(false)
  })
})
