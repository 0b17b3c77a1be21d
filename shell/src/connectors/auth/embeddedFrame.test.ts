// @vitest-environment jsdom
import { AlertByReason } from '@portico/contracts'
import { frameReady, frameSuccess, parseFrameRequest } from '@portico/frame-protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testShellContext } from '../../catalogue/testing'
import { createShellCore } from '../../core/createShellCore'
import { appKitOptionsSchema } from '../../options/appKitOptionsSchema'
import { memoryStorage } from '../../testing/memoryStorage'
import { testMainnet } from '../../testing/networks'
import { createAuthStorage } from './authStorage'
import { createEmbeddedFrame, type EmbeddedFrame } from './embeddedFrame'

/** A frame played here: READY when `ready`, then a success for each request; the request names are kept. */
function setup({ ready, timeoutMs = 30_000 }: { ready: boolean; timeoutMs?: number }) {
  const ctx = createShellCore(appKitOptionsSchema.parse({ projectId: 'p', networks: [testMainnet], secureSiteUrl: 'https://secure.example/sdk', secureSiteTimeoutMs: timeoutMs, features: { analytics: false } }), {
    window,
    storage: memoryStorage(),
  })
  const requests: string[] = []
  const observer = new MutationObserver(() => {
    for (const iframe of document.querySelectorAll('iframe')) {
      const frameWindow = iframe.contentWindow as (Window & { __played?: boolean }) | null
      if (!frameWindow || frameWindow.__played) continue
      frameWindow.__played = true
      const reply = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: frameWindow, origin: 'https://secure.example' }))
      vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: unknown) => {
        const request = parseFrameRequest(message)
        if (!request) return
        requests.push(request.type.replace('@w3m-app/', ''))
        queueMicrotask(() => reply(frameSuccess(request as never, undefined)))
      }) as never)
      if (ready) queueMicrotask(() => reply(frameReady('1.0.0')))
    }
  })
  observer.observe(document.body, { childList: true })
  const frame = createEmbeddedFrame(ctx, { storage: createAuthStorage(memoryStorage()), showUserStep: vi.fn() })
  made.push(frame)
  return { ctx, frame, requests, stop: () => observer.disconnect() }
}

// Every frame a test made is removed with its ready timer, so none fires once the test's window is gone.
const made: EmbeddedFrame[] = []
afterEach(() => {
  for (const frame of made.splice(0)) frame.destroy()
  document.body.innerHTML = ''
})

describe('createEmbeddedFrame', () => {
  it('adds one frame on first use and, once ready, gives it the theme and the dapp data, then each theme change', async () => {
    const { ctx, frame, requests, stop } = setup({ ready: true })
    expect(frame.current()).toBeUndefined()
    const channel = frame.get()
    expect(frame.get()).toBe(channel)
    await channel.ready
    await vi.waitFor(() => expect(requests).toEqual(['SYNC_THEME', 'SYNC_DAPP_DATA']))
    ctx.store.set(ctx.atoms.themeMode, 'light')
    await vi.waitFor(() => expect(requests).toEqual(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SYNC_THEME']))
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    stop()
  })

  it('raises the app configuration alert for a frame that never gets ready, and adds a new one next time', async () => {
    const { ctx, frame, stop } = setup({ ready: false, timeoutMs: 50 })
    const first = frame.get()
    await expect(first.ready).rejects.toThrow()
    await vi.waitFor(() => expect(ctx.store.get(ctx.atoms.alert)).toBe(AlertByReason.SOCIALS_TIMEOUT))
    expect(frame.current()).toBeUndefined()
    expect(frame.get()).not.toBe(first)
    stop()
  })

  it('removed on purpose, a frame that is not ready yet raises no alert and leaves no timer', async () => {
    const { ctx, frame, stop } = setup({ ready: false, timeoutMs: 50 })
    const channel = frame.get()
    frame.destroy()
    await expect(channel.ready).rejects.toThrow()
    expect(frame.current()).toBeUndefined()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(ctx.store.get(ctx.atoms.alert)).toBeUndefined()
    stop()
  })

  it('cannot add a frame without a window', () => {
    const frame = createEmbeddedFrame(testShellContext(), { storage: createAuthStorage(undefined), showUserStep: vi.fn() })
    expect(() => frame.get()).toThrow()
  })
})
