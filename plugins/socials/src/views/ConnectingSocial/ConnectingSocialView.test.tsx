// @vitest-environment happy-dom
import { SOCIAL_LOGIN_CANCELLED } from '@portico/contracts'
import { fakeAuthHost } from '@portico/contracts/testing/vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSocialsPlugin } from '../../testing/renderSocialsPlugin'

afterEach(cleanup)

const arrival = (provider: string) => ({ view: 'ConnectingSocial', arguments: { provider } })

describe('ConnectingSocialView', () => {
  it('signs in with the provider ONCE per arrival under React StrictMode, pointing at its window', async () => {
    const auth = fakeAuthHost()
    auth.connectSocial.mockReturnValue(new Promise(() => undefined))
    const { routes } = await renderSocialsPlugin({ auth, route: arrival('github'), strict: true })
    expect(screen.getByRole('status').textContent).toBe('Continue in the GitHub window')
    await waitFor(() => expect(auth.connectSocial).toHaveBeenCalled())
    expect(auth.connectSocial.mock.calls).toEqual([['github']])
    expect(routes).toEqual([])
  })

  it('leaves nothing to do on success: the shell moves to Account', async () => {
    const auth = fakeAuthHost()
    const { routes } = await renderSocialsPlugin({ auth, route: arrival('google') })
    await waitFor(() => expect(auth.connectSocial).toHaveBeenCalledTimes(1))
    expect(routes).toEqual([])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the sign-in was cancelled when the user closed the window, with a retry', async () => {
    const auth = fakeAuthHost()
    auth.connectSocial.mockRejectedValueOnce(new Error(SOCIAL_LOGIN_CANCELLED))
    const { routes } = await renderSocialsPlugin({ auth, route: arrival('x') })
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in was cancelled')
    expect(routes).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(auth.connectSocial.mock.calls).toEqual([['x'], ['x']])
  })

  it('names the provider while it waits, with Cancel (back) and Reopen (its window to the front)', async () => {
    const auth = fakeAuthHost()
    auth.connectSocial.mockReturnValue(new Promise(() => undefined))
    const { routes } = await renderSocialsPlugin({ auth, route: arrival('google') })
    expect(screen.getByText('Log in with Google')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reopen the Google window' }))
    expect(auth.reopenSocialWindow).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(routes).toEqual(['back'])
  })

  it('shows any other failure as is, with a retry that signs in again within the click, and a way back', async () => {
    const auth = fakeAuthHost()
    auth.connectSocial.mockRejectedValueOnce(new Error('access_denied: the user denied the request'))
    const { routes } = await renderSocialsPlugin({ auth, route: arrival('discord') })
    expect((await screen.findByRole('alert')).textContent).toBe('access_denied: the user denied the request')
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    expect(routes).toEqual(['back'])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    // Synchronously, in the click handler: the shell may open a new window only within the gesture.
    expect(auth.connectSocial.mock.calls).toEqual([['discord'], ['discord']])
    await screen.findByText('Continue in the Discord window')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses arguments without a provider the frame knows, and asks nothing', async () => {
    for (const route of [arrival('farcaster'), arrival('myspace'), { view: 'ConnectingSocial' }]) {
      const auth = fakeAuthHost()
      const { routes } = await renderSocialsPlugin({ auth, route })
      expect(screen.getByRole('alert').textContent).toBe('This sign-in option is not available: its provider is missing or unknown.')
      fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
      expect(routes).toEqual(['back'])
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
      expect(auth.connectSocial).not.toHaveBeenCalled()
      cleanup()
    }
  })
})
