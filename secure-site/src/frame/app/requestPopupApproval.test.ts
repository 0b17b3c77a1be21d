import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestPopupApproval, type RequestPopupApprovalOptions } from './requestPopupApproval'

const SECURE = 'http://127.0.0.1:5174'
const request = { method: 'eth_sendTransaction', dappName: 'Demo', origin: 'http://127.0.0.1:5173', topOrigin: 'http://127.0.0.1:5173', details: [{ label: 'To', value: '0xdead' }] }

type FakePopup = { closed: boolean; posted: { message: unknown; targetOrigin: string }[]; postMessage(message: unknown, targetOrigin: string): void; close(): void }

let target: EventTarget
let opened: { url: string; features: string }[]
let popup: FakePopup
let window: RequestPopupApprovalOptions['window']

const fromWindow = (source: unknown, origin: string, data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { source, origin, data }))

beforeEach(() => {
  vi.useFakeTimers()
  target = new EventTarget()
  opened = []
  popup = {
    closed: false,
    posted: [],
    postMessage(message, targetOrigin) {
      this.posted.push({ message, targetOrigin })
    },
    close() {
      this.closed = true
    },
  }
  window = {
    open: (url?: string | URL, _name?: string, features?: string) => (opened.push({ url: String(url), features: features ?? '' }), popup as unknown as Window),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms) as unknown as number,
    clearInterval: (id: number | undefined) => clearInterval(id),
  } as unknown as RequestPopupApprovalOptions['window']
})
afterEach(() => vi.useRealTimers())

describe('requestPopupApproval', () => {
  it('opens the popup page on the secure site, hands it the request when it is ready, and takes its answer', async () => {
    const approval = requestPopupApproval({ window, selfOrigin: SECURE, request, themeMode: 'dark', id: 'r1' })
    expect(opened).toEqual([{ url: `${SECURE}/approve`, features: expect.stringContaining('popup') }])
    fromWindow(popup, SECURE, { type: 'portico-approval/READY' })
    expect(popup.posted).toEqual([{ message: { type: 'portico-approval/REQUEST', id: 'r1', request, themeMode: 'dark' }, targetOrigin: SECURE }])
    fromWindow(popup, SECURE, { type: 'portico-approval/ANSWER', id: 'r1', approved: true })
    expect(await approval?.outcome).toBe('approved')
  })

  it('ignores answers from another window, another origin, another request, or of the wrong shape', async () => {
    const approval = requestPopupApproval({ window, selfOrigin: SECURE, request, id: 'r1' })
    const settled = vi.fn()
    void approval?.outcome.then(settled)
    fromWindow({}, SECURE, { type: 'portico-approval/ANSWER', id: 'r1', approved: true })
    fromWindow(popup, 'http://127.0.0.1:5173', { type: 'portico-approval/ANSWER', id: 'r1', approved: true })
    fromWindow(popup, SECURE, { type: 'portico-approval/ANSWER', id: 'r2', approved: true })
    fromWindow(popup, SECURE, { type: 'portico-approval/ANSWER', id: 'r1', approved: 'yes' })
    fromWindow({}, SECURE, { type: 'portico-approval/READY' })
    await Promise.resolve()
    expect(settled).not.toHaveBeenCalled()
    expect(popup.posted).toEqual([])
    fromWindow(popup, SECURE, { type: 'portico-approval/ANSWER', id: 'r1', approved: false })
    expect(await approval?.outcome).toBe('rejected')
  })

  it("says 'closed' when the user closes the popup without answering, and is undefined when it is blocked", async () => {
    const approval = requestPopupApproval({ window, selfOrigin: SECURE, request, id: 'r1' })
    popup.closed = true
    vi.advanceTimersByTime(1_000)
    expect(await approval?.outcome).toBe('closed')
    window.open = () => null
    expect(requestPopupApproval({ window, selfOrigin: SECURE, request })).toBeUndefined()
  })
})
