import { renderApprovalCard } from './approvalCard'
import { approvalPopupRequestSchema, type ApprovalPopupAnswer, type ApprovalPopupRequest } from './approvalPopupMessages'

/** The popup's window as this page uses it. */
export type ApprovalPopupWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'close' | 'setTimeout' | 'clearTimeout'> & {
  document: Document
  location: { origin: string }
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
}

/**
 * The approval popup page (APPROVAL_POPUP_PATH): tells its opener it is ready, shows the card the
 * frame sends (only from the opener's window and the secure site's own origin), arms Approve
 * after `armDelayMs` of being shown and focused (so a double click that opened it cannot land on
 * Approve), and posts the trusted answer back to the frame before closing.
 * @example runApprovalPopup(window, { armDelayMs: 500 })
 */
export function runApprovalPopup(window: ApprovalPopupWindow, { armDelayMs }: { armDelayMs: number }): void {
  const { document, opener } = window
  const origin = window.location.origin
  const say = (text: string) => {
    const paragraph = document.createElement('p')
    paragraph.textContent = text
    document.body.replaceChildren(paragraph)
  }
  if (!opener) {
    say('This window shows a wallet approval. Open it from the wallet.')
    return
  }
  let shown = false
  const onMessage = (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== origin || shown) return
    const parsed = approvalPopupRequestSchema.safeParse(event.data)
    if (!parsed.success) return
    shown = true
    show(parsed.data)
  }
  const show = ({ id, request, themeMode }: ApprovalPopupRequest) => {
    const card = renderApprovalCard(document, request, themeMode ? { themeMode } : {}, 'Approve')
    document.title = 'Approve a wallet request'
    document.body.replaceChildren(card.root)
    let timer: number | undefined
    const disarm = () => {
      window.clearTimeout(timer)
      card.approve.disabled = true
    }
    const rearm = () => {
      disarm()
      if (document.visibilityState === 'visible') timer = window.setTimeout(() => (card.approve.disabled = false), armDelayMs)
    }
    const answer = (approved: boolean) => (event: MouseEvent) => {
      if (!event.isTrusted || (approved && card.approve.disabled)) return
      const message: ApprovalPopupAnswer = { type: 'portico-approval/ANSWER', id, approved }
      opener.postMessage(message, origin)
      window.close()
    }
    card.approve.addEventListener('click', answer(true))
    card.reject.addEventListener('click', answer(false))
    window.addEventListener('blur', disarm)
    window.addEventListener('focus', rearm)
    document.addEventListener('visibilitychange', rearm)
    rearm()
    card.root.focus()
  }
  window.addEventListener('message', onMessage)
  opener.postMessage({ type: 'portico-approval/READY' }, origin)
}
