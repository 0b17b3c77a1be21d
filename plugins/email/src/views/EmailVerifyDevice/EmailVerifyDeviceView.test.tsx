// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAuthHost } from '@portico/contracts/testing/vitest'
import { renderEmailPlugin } from '../../testing/renderEmailPlugin'

afterEach(cleanup)

const email = 'ada@portico.example'

describe('EmailVerifyDeviceView', () => {
  it('shows a failed approval as is, with a retry that waits again', async () => {
    const auth = fakeAuthHost()
    auth.connectDevice.mockRejectedValueOnce(new Error('Device approval expired'))
    const { routes } = await renderEmailPlugin({ auth, route: { view: 'EmailVerifyDevice', arguments: { email } } })
    expect((await screen.findByRole('alert')).textContent).toBe('Device approval expired')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByLabelText('6-digit code')
    expect(auth.connectDevice).toHaveBeenCalledTimes(2)
    expect(routes).toEqual(['replace EmailVerifyOtp'])
    expect(auth.connectEmail).not.toHaveBeenCalled()
  })

  it('says where the link went, the address on its own line, and sends a new one after the cooldown', async () => {
    const auth = fakeAuthHost()
    auth.connectDevice.mockReturnValue(new Promise(() => undefined))
    auth.connectEmail.mockResolvedValue({ action: 'VERIFY_DEVICE' })
    const { host, toasts } = await renderEmailPlugin({ auth, route: { view: 'EmailVerifyDevice', arguments: { email } } })
    expect(screen.getByText('Approve this device')).toBeTruthy()
    expect(screen.getByText(email).className).toBe('email-step-address')
    // The code request that led here started the 30 s cooldown: the button counts it down.
    host.store.set(auth.lastEmailLoginTime, Date.now())
    const counting = await screen.findByRole('button', { name: /^Resend link in \d+ s$/ })
    expect((counting as HTMLButtonElement).disabled).toBe(true)
    host.store.set(auth.lastEmailLoginTime, Date.now() - 31_000)
    fireEvent.click(await screen.findByRole('button', { name: 'Resend link' }))
    await waitFor(() => expect(toasts).toEqual([{ message: 'A new link is on its way', variant: 'success' }]))
    expect(auth.connectEmail.mock.calls).toEqual([[email]])
  })
})
