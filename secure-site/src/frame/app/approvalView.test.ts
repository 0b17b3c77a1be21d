// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_ARM_DELAY_MS, APPROVE_IN_POPUP_LABEL, createApprovalView } from './approvalView'
import { oneAtATime } from './approvalRequest'
import { requestPopupApproval, type PopupOutcome } from './requestPopupApproval'

vi.mock('./requestPopupApproval', () => ({ requestPopupApproval: vi.fn() }))

const SECURE = 'http://127.0.0.1:5174'
const request = { method: 'personal_sign', dappName: 'Demo dapp', origin: 'http://127.0.0.1:5173', details: [{ label: 'Message', value: '<b>hello</b>' }] }

type Report = { isVisible: boolean; intersectionRatio: number }
let reportVisibility: (entry: Report) => void = () => undefined
class FakeObserver {
  constructor(readonly callback: (entries: Report[]) => void) {
    reportVisibility = (entry) => callback([entry])
  }
  observe() {}
  disconnect() {}
}
/** A browser with IntersectionObserver v2 (Chromium), or without (`isVisible` missing). */
function browserWith({ visibilityTracking }: { visibilityTracking: boolean }) {
  class Entry {}
  if (visibilityTracking) Object.defineProperty(Entry.prototype, 'isVisible', { get: () => false })
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true })
  Object.defineProperty(window, 'IntersectionObserverEntry', { value: Entry, configurable: true, writable: true })
  return window as Window & typeof globalThis
}

// happy-dom's click() dispatches an untrusted event; a real click in the frame is trusted.
function trustedClick(button: HTMLButtonElement) {
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  button.dispatchEvent(event)
}
const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name) as HTMLButtonElement
const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('the approval view where the browser vouches for visibility', () => {
  it('shows the dapp, its origin, the top-level site, the method and the details as text, and resolves true on an armed Approve', async () => {
    const view = createApprovalView({ window: browserWith({ visibilityTracking: true }), surface: 'frame', selfOrigin: SECURE, topOrigin: 'https://top.example' })
    view.setAppearance({ themeMode: 'dark', themeVariables: { '--w3m-accent': 'rebeccapurple' } })
    const answer = view.approve(request)
    expect(dialog()?.className).toContain('dark')
    expect(dialog()?.textContent).toContain('Demo dapp asks from http://127.0.0.1:5173 inside the site https://top.example')
    expect(dialog()?.textContent).toContain('personal_sign')
    expect(dialog()?.querySelector('dd')?.textContent).toBe('<b>hello</b>')
    expect(dialog()?.querySelector('b')).toBeNull()
    expect(button('Approve').disabled).toBe(true)
    reportVisibility({ isVisible: true, intersectionRatio: 1 })
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    button('Approve').click()
    expect(dialog()).not.toBeNull()
    trustedClick(button('Approve'))
    expect(await answer).toBe(true)
    expect(dialog()).toBeNull()
  })

  it('names only the dapp when it is the top-level site', () => {
    const view = createApprovalView({ window: browserWith({ visibilityTracking: true }), surface: 'frame', selfOrigin: SECURE, topOrigin: request.origin })
    void view.approve(request)
    expect(dialog()?.textContent).not.toContain('inside the site')
  })

  it('approves nothing while the card is reported faded or covered, however long it waits and however it is clicked', async () => {
    const view = createApprovalView({ window: browserWith({ visibilityTracking: true }), surface: 'frame', selfOrigin: SECURE })
    const settled = vi.fn()
    void view.approve(request).then(settled)
    reportVisibility({ isVisible: false, intersectionRatio: 1 })
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS * 10)
    trustedClick(button('Approve'))
    await Promise.resolve()
    expect(settled).not.toHaveBeenCalled()
    expect(button('Approve').disabled).toBe(true)
  })

  it('resolves false on Reject, and shows a second request only after the first is answered', async () => {
    const view = createApprovalView({ window: browserWith({ visibilityTracking: true }), surface: 'frame', selfOrigin: SECURE })
    const approve = oneAtATime(view.approve)
    const first = approve(request)
    const second = approve({ ...request, method: 'eth_sendTransaction', details: [{ label: 'To', value: '0xdead' }] })
    await Promise.resolve()
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    trustedClick(button('Reject'))
    expect(await first).toBe(false)
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Send a transaction'))
    trustedClick(button('Reject'))
    expect(await second).toBe(false)
  })
})

describe('the approval view where the browser cannot vouch for visibility', () => {
  it('never approves in the frame: its button opens the secure popup, whose answer is the answer', async () => {
    let resolvePopup: (outcome: PopupOutcome) => void = () => undefined
    const popup = { outcome: new Promise<PopupOutcome>((resolve) => (resolvePopup = resolve)), close: vi.fn() }
    vi.mocked(requestPopupApproval).mockReturnValue(popup)
    const view = createApprovalView({ window: browserWith({ visibilityTracking: false }), surface: 'frame', selfOrigin: SECURE, topOrigin: 'https://top.example' })
    const answer = view.approve(request)
    expect(button('Approve')).toBeUndefined()
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    trustedClick(button(APPROVE_IN_POPUP_LABEL))
    expect(requestPopupApproval).toHaveBeenCalledWith(expect.objectContaining({ selfOrigin: SECURE, request: { ...request, topOrigin: 'https://top.example' } }))
    expect(dialog()?.textContent).toContain('Approve or reject in the secure window.')
    expect(button(APPROVE_IN_POPUP_LABEL).disabled).toBe(true)
    resolvePopup('closed')
    await vi.waitFor(() => expect(button(APPROVE_IN_POPUP_LABEL).disabled).toBe(false))
    const again = { outcome: Promise.resolve<PopupOutcome>('approved'), close: vi.fn() }
    vi.mocked(requestPopupApproval).mockReturnValue(again)
    trustedClick(button(APPROVE_IN_POPUP_LABEL))
    expect(await answer).toBe(true)
    expect(dialog()).toBeNull()
  })

  it('sends the approval to the popup on the popup surface though the browser could vouch (mask-image is not seen)', async () => {
    vi.mocked(requestPopupApproval).mockReturnValue({ outcome: Promise.resolve<PopupOutcome>('rejected'), close: vi.fn() })
    const view = createApprovalView({ window: browserWith({ visibilityTracking: true }), surface: 'popup', selfOrigin: SECURE })
    const answer = view.approve(request)
    reportVisibility({ isVisible: true, intersectionRatio: 1 })
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS * 2)
    expect(button('Approve')).toBeUndefined()
    trustedClick(button(APPROVE_IN_POPUP_LABEL))
    expect(requestPopupApproval).toHaveBeenCalled()
    expect(await answer).toBe(false)
  })

  it('says so when the popup is blocked', () => {
    vi.mocked(requestPopupApproval).mockReturnValue(undefined)
    const view = createApprovalView({ window: browserWith({ visibilityTracking: false }), surface: 'frame', selfOrigin: SECURE })
    void view.approve(request)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    trustedClick(button(APPROVE_IN_POPUP_LABEL))
    expect(dialog()?.textContent).toContain('Allow pop-ups')
  })
})
