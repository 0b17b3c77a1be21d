import type { FrameAppearance } from './createFrameRequestHandler'
import type { Approve, ApprovalRequest } from './approvalRequest'
import { renderApprovalCard, type ApprovalCard } from './approvalCard'
import { armWhileVisible } from './armWhileVisible'
import { requestPopupApproval, type PopupApproval } from './requestPopupApproval'
import { supportsVisibilityTracking } from './supportsVisibilityTracking'
import type { ApprovalSurface } from '../secureSiteConfig'

/** How long the card must be seen whole, unobscured and unmoved before Approve arms. */
export const APPROVE_ARM_DELAY_MS = 500

/** The approve button's label where the browser cannot vouch that the frame is seen. */
export const APPROVE_IN_POPUP_LABEL = 'Approve in a secure window'

/** Performance marks in the frame: when a card shows and when its approve button arms. */
export const APPROVAL_MARKS = { shown: 'portico-approval-shown', armed: 'portico-approval-armed' } as const

export type ApprovalViewOptions = {
  window: Window & typeof globalThis
  /** The secure site's origin, where the approval popup is. */
  selfOrigin: string
  /** The top-level site the frame runs under (`location.ancestorOrigins`' last entry), named on the card. */
  topOrigin?: string
  /** The project's choice (approvalSurfaceFor): `frame` answers in the card where the browser can vouch that it is seen. */
  surface: ApprovalSurface
}

/**
 * The frame's own approval UI: the document is a transparent empty page until an unsafe request
 * comes; then a card with the dapp's name and origin (and the top-level site when it is another),
 * the method, what it does, and Reject / Approve. Only a trusted click approves, and only once the
 * browser vouches that the card is seen (IntersectionObserver v2, `armWhileVisible`) and the
 * project's surface is `frame`; otherwise (the `popup` default, or a browser that cannot vouch)
 * the button reads "Approve in a secure window" and opens the secure popup where the user answers.
 * @example
 * const view = createApprovalView({ window, selfOrigin: location.origin, topOrigin, surface: 'popup' })
 * await view.approve({ method: 'personal_sign', dappName: 'Demo', origin, details }) // true on Approve
 */
export function createApprovalView({ window, selfOrigin, topOrigin, surface }: ApprovalViewOptions) {
  const { document } = window
  // Chromium's isVisible misses `mask-image`, so only a project that accepts that answers in the frame.
  const tracked = surface === 'frame' && supportsVisibilityTracking(window)
  let appearance: FrameAppearance = {}

  const approve: Approve = (request) =>
    new Promise<boolean>((resolve) => {
      const shown: ApprovalRequest = topOrigin === undefined || request.topOrigin !== undefined ? request : { ...request, topOrigin }
      const card = renderApprovalCard(document, shown, appearance, tracked ? 'Approve' : APPROVE_IN_POPUP_LABEL)
      let popup: PopupApproval | undefined
      const finish = (approved: boolean) => {
        stop()
        popup?.close()
        card.root.remove()
        resolve(approved)
      }
      card.reject.addEventListener('click', (event) => {
        if (event.isTrusted) finish(false)
      })
      card.approve.addEventListener('click', (event) => {
        if (!event.isTrusted || card.approve.disabled) return
        if (tracked) finish(true)
        else popup = openPopup(card, shown, finish)
      })
      document.body.append(card.root)
      card.root.focus()
      window.performance.mark(APPROVAL_MARKS.shown)
      const onArmedChange = (armed: boolean) => {
        card.approve.disabled = !armed || popup !== undefined
        if (armed) window.performance.mark(APPROVAL_MARKS.armed)
      }
      const stop = tracked ? armWhileVisible({ window, target: card.card, minVisibleMs: APPROVE_ARM_DELAY_MS, onArmedChange }) : armAfter(window, APPROVE_ARM_DELAY_MS, onArmedChange)
    })

  const openPopup = (card: ApprovalCard, request: ApprovalRequest, finish: (approved: boolean) => void): PopupApproval | undefined => {
    const popup = requestPopupApproval({ window, selfOrigin, request, ...(appearance.themeMode ? { themeMode: appearance.themeMode } : {}) })
    if (!popup) {
      card.note.textContent = 'Your browser blocked the secure window. Allow pop-ups for this wallet, then try again.'
      return undefined
    }
    card.note.textContent = 'Approve or reject in the secure window.'
    card.approve.disabled = true
    void popup.outcome.then((outcome) => {
      if (outcome !== 'closed') return finish(outcome === 'approved')
      card.note.textContent = 'The secure window was closed without an answer.'
      card.approve.disabled = false
    })
    return popup
  }

  return {
    approve,
    setAppearance(next: FrameAppearance) {
      appearance = { ...next }
    },
  }
}

/** Where nothing can vouch for visibility, the approve button (which only opens the popup) arms after a plain delay. */
function armAfter(window: Pick<Window, 'setTimeout' | 'clearTimeout'>, ms: number, onArmedChange: (armed: boolean) => void): () => void {
  const timer = window.setTimeout(() => onArmedChange(true), ms)
  return () => window.clearTimeout(timer)
}
