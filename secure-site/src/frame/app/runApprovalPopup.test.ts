// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runApprovalPopup, type ApprovalPopupWindow } from './runApprovalPopup'

const SECURE = 'http://127.0.0.1:5174'
const ARM = 500
const request = { method: 'eth_sendTransaction', dappName: 'Demo', origin: 'http://127.0.0.1:5173', topOrigin: 'https://top.example', details: [{ label: 'To', value: '0xdead' }] }

let opener: { postMessage: ReturnType<typeof vi.fn> }
let events: EventTarget
let closed: boolean
let popup: ApprovalPopupWindow

const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name) as HTMLButtonElement
function trustedClick(target: HTMLButtonElement) {
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  target.dispatchEvent(event)
}
const fromWindow = (source: unknown, origin: string, data: unknown) => events.dispatchEvent(Object.assign(new Event('message'), { source, origin, data }))

beforeEach(() => {
  vi.useFakeTimers()
  opener = { postMessage: vi.fn() }
  events = new EventTarget()
  closed = false
  popup = {
    document,
    location: { origin: SECURE },
    opener,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    close: () => void (closed = true),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: number | undefined) => clearTimeout(id),
  } as unknown as ApprovalPopupWindow
})
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('runApprovalPopup', () => {
  it('says READY to its opener, shows the request only from the opener on its own origin, and answers a trusted Approve once armed', () => {
    runApprovalPopup(popup, { armDelayMs: ARM })
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'portico-approval/READY' }, SECURE)
    fromWindow({}, SECURE, { type: 'portico-approval/REQUEST', id: 'r1', request })
    fromWindow(opener, 'http://127.0.0.1:5173', { type: 'portico-approval/REQUEST', id: 'r1', request })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    fromWindow(opener, SECURE, { type: 'portico-approval/REQUEST', id: 'r1', request })
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Demo asks from http://127.0.0.1:5173 inside the site https://top.example')
    trustedClick(button('Approve'))
    expect(opener.postMessage).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(ARM)
    button('Approve').click()
    expect(opener.postMessage).toHaveBeenCalledTimes(1)
    trustedClick(button('Approve'))
    expect(opener.postMessage).toHaveBeenLastCalledWith({ type: 'portico-approval/ANSWER', id: 'r1', approved: true }, SECURE)
    expect(closed).toBe(true)
  })

  it('disarms while it has lost focus, and answers Reject at once', () => {
    runApprovalPopup(popup, { armDelayMs: ARM })
    fromWindow(opener, SECURE, { type: 'portico-approval/REQUEST', id: 'r1', request })
    vi.advanceTimersByTime(ARM)
    events.dispatchEvent(new Event('blur'))
    expect(button('Approve').disabled).toBe(true)
    events.dispatchEvent(new Event('focus'))
    vi.advanceTimersByTime(ARM - 1)
    expect(button('Approve').disabled).toBe(true)
    trustedClick(button('Reject'))
    expect(opener.postMessage).toHaveBeenLastCalledWith({ type: 'portico-approval/ANSWER', id: 'r1', approved: false }, SECURE)
  })

  it('shows nothing to answer when opened without an opener', () => {
    runApprovalPopup({ ...popup, opener: null } as ApprovalPopupWindow, { armDelayMs: ARM })
    expect(document.body.textContent).toContain('Open it from the wallet')
  })
})
