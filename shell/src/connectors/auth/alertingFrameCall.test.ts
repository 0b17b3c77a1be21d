import { AlertByReason } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { createAlertingFrameCall } from './alertingFrameCall'
import { FrameReplyError, FrameTimeoutError } from './frameErrors'

const setup = () => {
  const alerts: string[] = []
  const call = createAlertingFrameCall(() => 'the frame', (alert) => void alerts.push(alert))
  return { alerts, call }
}

describe('createAlertingFrameCall', () => {
  it('runs the call against the frame and raises nothing on success', async () => {
    const { alerts, call } = setup()
    await expect(call(async (frame) => `${frame} answered`)).resolves.toBe('the frame answered')
    expect(alerts).toEqual([])
  })

  it('raises the app configuration alert for a timeout, and rethrows', async () => {
    const { alerts, call } = setup()
    await expect(call(() => Promise.reject(new FrameTimeoutError('GET_USER')))).rejects.toBeInstanceOf(FrameTimeoutError)
    expect(alerts).toEqual([AlertByReason.SOCIALS_TIMEOUT])
  })

  it('raises the alert a provider error names, and none for an ordinary error', async () => {
    const { alerts, call } = setup()
    await expect(call(() => Promise.reject(new FrameReplyError('Origin not allowed')))).rejects.toThrow('Origin not allowed')
    await expect(call(() => Promise.reject(new FrameReplyError('Invalid code')))).rejects.toThrow('Invalid code')
    await expect(call(() => Promise.reject(new Error('Origin not allowed')))).rejects.toThrow()
    expect(alerts).toEqual([AlertByReason.ORIGIN_NOT_ALLOWED])
  })
})
