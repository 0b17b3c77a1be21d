// @vitest-environment jsdom
import { socialResult } from '@portico/frame-protocol'
import { HOSTED_FRAME_MESSAGES } from '@portico/contracts/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POPUP_CLOSED_GRACE_MS, POPUP_CLOSED_POLL_MS, waitForSocialResult } from './socialResultListener'

const SECURE = 'https://secure.example'
const RESULT = 'https://secure.example/oauth/callback?code=c1&state=s1'

/** A stand-in for the popup window: its own `closed` flag, a distinct object as event.source. */
const fakePopup = () => ({ closed: false }) as unknown as Window & { closed: boolean }
const post = (data: unknown, source: unknown, origin = SECURE) => window.dispatchEvent(new MessageEvent('message', { data, source: source as Window, origin }))

afterEach(() => vi.useRealTimers())

describe('waitForSocialResult', () => {
  it('resolves with the result the popup posts from the secure site', async () => {
    const popup = fakePopup()
    const result = waitForSocialResult(window, popup, SECURE)
    post(socialResult(RESULT), fakePopup())
    post({ resultUri: 'javascript:alert(1)' }, popup)
    post(socialResult(RESULT), popup)
    await expect(result).resolves.toBe(RESULT)
  })

  it('takes the hosted popup message, `{ resultUri }` with no type', async () => {
    const popup = fakePopup()
    const result = waitForSocialResult(window, popup, 'https://secure.walletconnect.org')
    post(HOSTED_FRAME_MESSAGES.socialResult, popup, 'https://secure.walletconnect.org')
    await expect(result).resolves.toBe(HOSTED_FRAME_MESSAGES.socialResult.resultUri)
  })

  it('refuses a result from another origin with a clear error', async () => {
    const popup = fakePopup()
    const result = waitForSocialResult(window, popup, SECURE)
    post(socialResult(RESULT), popup, 'https://evil.example')
    await expect(result).rejects.toThrow('Refused a sign-in result from https://evil.example: it must come from the secure site (https://secure.example)')
  })

  it('notices a closed window: cancelled', async () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    const result = waitForSocialResult(window, popup, SECURE).catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS * 2)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS + POPUP_CLOSED_GRACE_MS)
    await expect(result).resolves.toBe('Social login cancelled')
  })

  it('takes the result the callback posted just before it closed, though the page saw the window closed first', async () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    const result = waitForSocialResult(window, popup, SECURE)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS)
    post(socialResult(RESULT), popup)
    await expect(result).resolves.toBe(RESULT)
  })
})
