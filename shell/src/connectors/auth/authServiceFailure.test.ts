import { describe, expect, it } from 'vitest'
import { authServiceFailure } from './authServiceFailure'
import { FrameReplyError, FrameTimeoutError, FrameUnavailableError } from './frameErrors'

describe('authServiceFailure', () => {
  it('is a frame that did not load or answer, or an auth service out of reach', () => {
    expect(authServiceFailure(new FrameTimeoutError('connect email'))).toBe(true)
    expect(authServiceFailure(new FrameUnavailableError())).toBe(true)
    expect(authServiceFailure(new FrameReplyError('TypeError: Failed to fetch'))).toBe(true)
    expect(authServiceFailure(new FrameReplyError('HTTP status code: 503'))).toBe(true)
  })

  it("is not the visitor's doing: a wrong code, a refusal, a cooldown", () => {
    expect(authServiceFailure(new FrameReplyError('Invalid code'))).toBe(false)
    expect(authServiceFailure(new FrameReplyError('User rejected', 4001))).toBe(false)
    expect(authServiceFailure(new FrameReplyError('HTTP status code: 429'))).toBe(false)
    expect(authServiceFailure(new Error('Failed to fetch'))).toBe(false)
  })
})
