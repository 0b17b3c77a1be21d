// @vitest-environment happy-dom
import { fakeAuthHost } from '@portico/contracts/testing/vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSocialsPlugin } from '../../testing/renderSocialsPlugin'

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined)
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const arrival = { view: 'ConnectingFarcaster', arguments: { provider: 'farcaster' } }
const uri = 'https://farcaster.example/~/siwf?channelToken=t1'

describe('ConnectingFarcasterView', () => {
  it('shows the link as a QR code, to copy and to open, while it waits for the approval', async () => {
    const auth = fakeAuthHost()
    auth.connectFarcaster.mockReturnValue(new Promise(() => undefined))
    const { toasts, routes } = await renderSocialsPlugin({ auth, route: arrival })
    expect(screen.getByRole('status').textContent).toBe('Getting your Farcaster link…')
    const link = await screen.findByRole('link', { name: 'Open Farcaster' })
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([uri, '_blank', 'noopener noreferrer'])
    // The shell's kit draws it; the test host's stand-in shows what it was given.
    expect(screen.getByRole('img', { name: 'QR code of the Farcaster sign-in link' }).getAttribute('data-value')).toBe(uri)
    expect(screen.getByRole('status').textContent).toBe('Waiting for approval in Farcaster…')
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(toasts).toEqual([{ message: 'Link copied', variant: 'success' }]))
    expect(writeText.mock.calls).toEqual([[uri]])
    expect(routes).toEqual([])
  })

  it('waits for the approval only once the link is on show, once per arrival under StrictMode', async () => {
    const auth = fakeAuthHost()
    let giveLink: (uri: string) => void = () => undefined
    auth.getFarcasterUri.mockReturnValueOnce(new Promise((resolve) => (giveLink = resolve)))
    const { host, atoms } = await renderSocialsPlugin({ auth, route: arrival, strict: true })
    // What the plugin holds when the wait starts.
    const seen: { uri: string | undefined; status: string }[] = []
    auth.connectFarcaster.mockImplementation(() => {
      seen.push({ uri: host.store.get(atoms.farcasterLink)?.uri, status: host.store.get(atoms.farcaster).status })
      return new Promise(() => undefined)
    })
    await waitFor(() => expect(auth.getFarcasterUri).toHaveBeenCalled())
    expect(auth.connectFarcaster).not.toHaveBeenCalled()
    giveLink(uri)
    await screen.findByRole('link', { name: 'Open Farcaster' })
    expect([auth.getFarcasterUri.mock.calls.length, seen]).toEqual([1, [{ uri, status: 'waiting' }]])
  })

  it('refuses a link that is no safe web address: no link, no QR code, no wait, an alert', async () => {
    const auth = fakeAuthHost()
    auth.getFarcasterUri.mockResolvedValueOnce('javascript:alert(document.domain)')
    await renderSocialsPlugin({ auth, route: arrival })
    expect((await screen.findByRole('alert')).textContent).toBe('The Farcaster sign-in link is not a safe web address, so it was not shown.')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByTestId('farcaster-qr')).toBeNull()
    expect(document.body.innerHTML).not.toContain('javascript:')
    expect(auth.connectFarcaster).not.toHaveBeenCalled()
    // Trying again asks for a new link, which may be a good one.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('link', { name: 'Open Farcaster' })
    expect(auth.getFarcasterUri).toHaveBeenCalledTimes(2)
  })

  it('shows a failed approval as is, with a retry that gets a new link and a way back', async () => {
    const auth = fakeAuthHost()
    auth.connectFarcaster.mockRejectedValueOnce(new Error('Farcaster sign-in expired'))
    auth.getFarcasterUri.mockResolvedValueOnce(uri).mockResolvedValueOnce(`${uri}2`)
    const { routes } = await renderSocialsPlugin({ auth, route: arrival })
    expect((await screen.findByRole('alert')).textContent).toBe('Farcaster sign-in expired')
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    expect(routes).toEqual(['back'])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('link', { name: 'Open Farcaster' })).getAttribute('href')).toBe(`${uri}2`)
    expect([auth.getFarcasterUri.mock.calls.length, auth.connectFarcaster.mock.calls.length]).toEqual([2, 2])
  })

  it('says so when the link cannot be copied', async () => {
    writeText.mockRejectedValueOnce(new Error('NotAllowedError'))
    const auth = fakeAuthHost()
    auth.connectFarcaster.mockReturnValue(new Promise(() => undefined))
    const { toasts } = await renderSocialsPlugin({ auth, route: arrival })
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(toasts).toEqual([{ message: 'Could not copy the link', variant: 'error' }]))
  })
})
