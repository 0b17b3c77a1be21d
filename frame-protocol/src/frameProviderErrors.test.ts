import { describe, expect, it } from 'vitest'
import { FrameProviderErrors, frameProviderAlert } from './frameProviderErrors'

describe('frameProviderAlert', () => {
  it('maps each provider error to its SPEC section 8 alert', () => {
    expect(frameProviderAlert(FrameProviderErrors.ORIGIN_NOT_ALLOWED)).toBe('Invalid App Configuration')
    expect(frameProviderAlert(`JWT validation error: ${FrameProviderErrors.JWT_NOT_VALID}`)).toBe('Session Expired')
    expect(frameProviderAlert(FrameProviderErrors.INVALID_KEY)).toBe('Invalid Project ID')
  })
  it('leaves other errors to their own message', () => {
    expect(frameProviderAlert('Invalid code')).toBeUndefined()
  })
})
