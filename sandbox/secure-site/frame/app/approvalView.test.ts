// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_ARM_DELAY_MS, createApprovalView } from './approvalView'
import { oneAtATime } from './approvalRequest'

const request = { method: 'personal_sign', dappName: 'Demo dapp', origin: 'http://127.0.0.1:5173', details: [{ label: 'Message', value: '<b>hello</b>' }] }

// happy-dom's click() dispatches an untrusted event; a real click in the frame is trusted.
function trustedClick(button: HTMLButtonElement) {
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  button.dispatchEvent(event)
}
const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name) as HTMLButtonElement

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('the approval view', () => {
  it('shows the dapp, its origin, the method and the details as text, and resolves true on Approve', async () => {
    vi.useFakeTimers()
    const view = createApprovalView(document)
    view.setAppearance({ themeMode: 'dark', themeVariables: { '--w3m-accent': 'rebeccapurple' } })
    const answer = view.approve(request)
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.className).toContain('dark')
    expect(dialog.textContent).toContain('Demo dapp asks from http://127.0.0.1:5173')
    expect(dialog.textContent).toContain('personal_sign')
    expect(dialog.querySelector('dd')?.textContent).toBe('<b>hello</b>')
    expect(dialog.querySelector('b')).toBeNull()
    expect(button('Approve').disabled).toBe(true)
    vi.advanceTimersByTime(APPROVE_ARM_DELAY_MS)
    button('Approve').click()
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    trustedClick(button('Approve'))
    expect(await answer).toBe(true)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('resolves false on Reject, and shows a second request only after the first is answered', async () => {
    const view = createApprovalView(document)
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
