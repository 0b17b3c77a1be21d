import { atom } from 'jotai/vanilla'
import { AUTH_SERVICE_UNAVAILABLE } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedAuthHost } from './embeddedAuthHost'
import type { EmbeddedWallet } from './embeddedWallet'
import { FrameReplyError, FrameTimeoutError } from './frameErrors'

describe('createEmbeddedAuthHost', () => {
  it('loads the wallet on the first call only and passes each call on', async () => {
    const wallet = { connectEmail: vi.fn(async () => ({ action: 'VERIFY_OTP' })), connectOtp: vi.fn(async () => undefined) }
    const load = vi.fn(async () => wallet as unknown as EmbeddedWallet)
    const popup = { openForEntry: vi.fn(), take: vi.fn(), reopen: vi.fn(() => false) }
    const auth = createEmbeddedAuthHost(load, { email: atom<string | undefined>(undefined), lastEmailLoginTime: atom<number | undefined>(undefined) }, popup, { warn: vi.fn() })
    expect(load).not.toHaveBeenCalled()
    await auth.connectEmail('a@b.example')
    await auth.connectOtp('123456')
    expect(wallet.connectEmail).toHaveBeenCalledWith('a@b.example')
    expect(wallet.connectOtp).toHaveBeenCalledWith('123456')
  })

  it('takes the sign-in window within the call, before the wallet has loaded', async () => {
    const win = { closed: false } as Window
    const wallet = { connectSocial: vi.fn(async () => undefined) }
    let loaded: (value: EmbeddedWallet) => void = () => undefined
    const load = vi.fn(() => new Promise<EmbeddedWallet>((resolve) => (loaded = resolve)))
    const popup = { openForEntry: vi.fn(), take: vi.fn(() => win), reopen: vi.fn(() => true) }
    const auth = createEmbeddedAuthHost(load, { email: atom<string | undefined>(undefined), lastEmailLoginTime: atom<number | undefined>(undefined) }, popup, { warn: vi.fn() })
    const connecting = auth.connectSocial('github')
    expect(popup.take).toHaveBeenCalledTimes(1)
    loaded(wallet as unknown as EmbeddedWallet)
    await connecting
    expect(wallet.connectSocial).toHaveBeenCalledWith('github', win)
  })

  it('says an unreachable service as AUTH_SERVICE_UNAVAILABLE, logging the cause; a reply of the service passes as it came', async () => {
    const wallet = {
      connectEmail: vi.fn(() => Promise.reject(new FrameTimeoutError('connect email'))),
      connectOtp: vi.fn(() => Promise.reject(new FrameReplyError('Invalid code'))),
    }
    const log = { warn: vi.fn() }
    const popup = { openForEntry: vi.fn(), take: vi.fn(), reopen: vi.fn(() => false) }
    const auth = createEmbeddedAuthHost(async () => wallet as unknown as EmbeddedWallet, { email: atom<string | undefined>(undefined), lastEmailLoginTime: atom<number | undefined>(undefined) }, popup, log)
    await expect(auth.connectEmail('a@b.example')).rejects.toThrow(AUTH_SERVICE_UNAVAILABLE)
    expect(log.warn).toHaveBeenCalledWith('embedded wallet unreachable:', expect.any(FrameTimeoutError))
    await expect(auth.connectOtp('123456')).rejects.toThrow('Invalid code')
  })
})
