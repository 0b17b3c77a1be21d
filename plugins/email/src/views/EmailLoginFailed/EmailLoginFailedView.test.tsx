// @vitest-environment happy-dom
import { AUTH_SERVICE_UNAVAILABLE } from '@portico/contracts'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAuthHost } from '@portico/contracts/testing/vitest'
import { renderEmailPlugin } from '../../testing/renderEmailPlugin'

afterEach(cleanup)

const email = 'ada@portico.example'

describe('EmailLoginFailedView', () => {
  it('with the auth service out of reach: says no code was sent to the address and why, in plain words, with no code field', async () => {
    const auth = fakeAuthHost()
    auth.connectEmail.mockRejectedValueOnce(new Error(AUTH_SERVICE_UNAVAILABLE))
    const { host, route } = await renderEmailPlugin({ auth, route: { view: 'EmailVerifyOtp', arguments: { email } } })
    const alert = await screen.findByRole('alert')
    expect(host.store.get(route).view).toBe('EmailLoginFailed')
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Couldn’t send a code', email, 'Email login isn’t available right now. Try again in a moment.'])
    expect(alert.textContent).not.toContain(AUTH_SERVICE_UNAVAILABLE)
    expect(screen.queryByLabelText('6-digit code')).toBeNull()
    expect(within(document.body).queryByText('Resend code')).toBeNull()
  })

  it('goes back, and Try again opens the code step for the same address', async () => {
    const auth = fakeAuthHost()
    auth.connectEmail.mockRejectedValueOnce(new Error(AUTH_SERVICE_UNAVAILABLE))
    const { routes, route, host } = await renderEmailPlugin({ auth, route: { view: 'EmailVerifyOtp', arguments: { email } } })
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    expect(routes).toEqual(['replace EmailLoginFailed', 'back'])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(host.store.get(route)).toEqual({ view: 'EmailVerifyOtp', arguments: { email } })
    await screen.findByLabelText('6-digit code')
    expect(auth.connectEmail.mock.calls).toEqual([[email], [email]])
  })

  it('opened without a failed request (a dapp): the service is what it names; an invalid address is refused', async () => {
    await renderEmailPlugin({ auth: fakeAuthHost(), route: { view: 'EmailLoginFailed', arguments: { email } } })
    expect(screen.getByRole('alert').textContent).toContain('Email login isn’t available right now.')
    cleanup()
    await renderEmailPlugin({ auth: fakeAuthHost(), route: { view: 'EmailLoginFailed', arguments: { email: 'nobody' } } })
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
  })
})
