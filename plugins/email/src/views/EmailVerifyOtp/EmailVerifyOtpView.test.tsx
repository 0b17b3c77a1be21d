// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuthHost } from '@portico/contracts/testing/vitest'
import { renderEmailPlugin } from '../../testing/renderEmailPlugin'

afterEach(cleanup)

const email = 'ada@portico.example'
const arrival = (args: Record<string, string> = { email }) => ({ view: 'EmailVerifyOtp', arguments: args })
const typeCode = (code: string) => fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } })

describe('EmailVerifyOtpView', () => {
  it('sends a code to the email, then checks the 6 digits once, as soon as they are typed', async () => {
    const auth = fakeAuthHost()
    await renderEmailPlugin({ auth, route: arrival() })
    expect(screen.getByRole('status').textContent).toBe(`Sending a code to ${email}…`)
    const field = await screen.findByLabelText('6-digit code')
    expect([field.getAttribute('inputmode'), field.getAttribute('autocomplete'), field.getAttribute('maxlength')]).toEqual(['numeric', 'one-time-code', '6'])
    typeCode('12 3')
    expect((field as HTMLInputElement).value).toBe('123')
    expect(auth.connectOtp).not.toHaveBeenCalled()
    typeCode('123456')
    await screen.findByText('Connected')
    expect(auth.connectEmail.mock.calls).toEqual([[email]])
    expect(auth.connectOtp.mock.calls).toEqual([['123456']])
  })

  it('sends ONE code under React StrictMode, whose effects run twice', async () => {
    const auth = fakeAuthHost()
    await renderEmailPlugin({ auth, route: arrival(), strict: true })
    await screen.findByLabelText('6-digit code')
    expect(auth.connectEmail).toHaveBeenCalledTimes(1)
  })

  it('keeps the view on a refused code: its message, an empty field, another try', async () => {
    const auth = fakeAuthHost()
    auth.connectOtp.mockRejectedValueOnce(new Error('Invalid code'))
    const { routes } = await renderEmailPlugin({ auth, route: arrival() })
    await screen.findByLabelText('6-digit code')
    typeCode('000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    await waitFor(() => expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe(''))
    expect(routes).toEqual([])
    typeCode('123456')
    await screen.findByText('Connected')
    expect(auth.connectOtp.mock.calls).toEqual([['000000'], ['123456']])
  })

  it('leaves the code step for EmailLoginFailed when no code could be sent (the cooldown), and starts it anew on Try again', async () => {
    const auth = fakeAuthHost()
    auth.connectEmail.mockRejectedValueOnce(new Error('Please try again after 25 seconds'))
    const { routes, route, host } = await renderEmailPlugin({ auth, route: arrival() })
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again after 25 seconds')
    expect(host.store.get(route)).toEqual({ view: 'EmailLoginFailed', arguments: { email } })
    expect(screen.queryByLabelText('6-digit code')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByLabelText('6-digit code')
    expect(routes).toEqual(['replace EmailLoginFailed', 'replace EmailVerifyOtp'])
    expect(auth.connectEmail).toHaveBeenCalledTimes(2)
  })

  it('says how long the code lasts, and counts Resend down from the request that went through', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    try {
      const auth = fakeAuthHost()
      const { toasts } = await renderEmailPlugin({ auth, route: arrival() })
      await screen.findByLabelText('6-digit code')
      expect(screen.getByText('The code expires in 20 minutes')).toBeTruthy()
      const resend = screen.getByRole('button', { name: 'Resend code in 30 s' }) as HTMLButtonElement
      expect(resend.disabled).toBe(true)
      act(() => vi.advanceTimersByTime(12_000))
      expect(resend.textContent).toBe('Resend code in 18 s')
      act(() => vi.advanceTimersByTime(18_000))
      expect(resend.textContent).toBe('Resend code')
      expect(resend.disabled).toBe(false)
      fireEvent.click(resend)
      await waitFor(() => expect(toasts).toEqual([{ message: 'A new code is on its way', variant: 'success' }]))
      expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeTruthy()
      expect(auth.connectEmail).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('Resend refused by the cooldown shows its message as is, keeps the code field and starts no countdown', async () => {
    const auth = fakeAuthHost()
    // Arriving from EmailVerifyDevice: the code was asked for elsewhere, so no countdown here.
    await renderEmailPlugin({ auth, route: arrival({ email, codeSent: 'true' }) })
    auth.connectEmail.mockRejectedValueOnce(new Error('Please try again after 12 seconds'))
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 12 seconds')
    expect(screen.getByLabelText('6-digit code')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false)
    expect(auth.connectEmail).toHaveBeenCalledTimes(1)
  })

  it('on a new device, registers it, then comes back with the code already sent', async () => {
    const auth = fakeAuthHost()
    auth.connectEmail.mockResolvedValueOnce({ action: 'VERIFY_DEVICE' })
    let approve = () => {}
    auth.connectDevice.mockReturnValueOnce(new Promise<void>((resolve) => (approve = resolve)))
    const { routes, route, host } = await renderEmailPlugin({ auth, route: arrival() })
    expect(await screen.findByText('Approve this device')).toBeTruthy()
    expect(screen.getByText(email).className).toBe('email-step-address')
    expect(host.store.get(route)).toEqual({ view: 'EmailVerifyDevice', arguments: { email } })
    approve()
    await screen.findByLabelText('6-digit code')
    expect(routes).toEqual(['replace EmailVerifyDevice', 'replace EmailVerifyOtp'])
    expect(host.store.get(route)).toEqual({ view: 'EmailVerifyOtp', arguments: { email, codeSent: 'true' } })
    expect(auth.connectEmail).toHaveBeenCalledTimes(1)
    expect(auth.connectDevice).toHaveBeenCalledTimes(1)
  })

  it('connects a session the frame already holds (action CONNECT)', async () => {
    const auth = fakeAuthHost()
    auth.connectEmail.mockResolvedValueOnce({ action: 'CONNECT' })
    await renderEmailPlugin({ auth, route: arrival() })
    await screen.findByText('Connected')
    expect(auth.connect).toHaveBeenCalledTimes(1)
    expect(auth.connectOtp).not.toHaveBeenCalled()
  })

  it('shows the code field at once when the code was sent, and asks for none', async () => {
    const auth = fakeAuthHost()
    await renderEmailPlugin({ auth, route: arrival({ email, codeSent: 'true' }) })
    expect(screen.getByLabelText('6-digit code')).toBeTruthy()
    expect(auth.connectEmail).not.toHaveBeenCalled()
  })

  it('refuses an invalid email before asking anything', async () => {
    const auth = fakeAuthHost()
    await renderEmailPlugin({ auth, route: arrival({ email: 'ada@localhost' }) })
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
    expect(auth.connectEmail).not.toHaveBeenCalled()
  })
})
