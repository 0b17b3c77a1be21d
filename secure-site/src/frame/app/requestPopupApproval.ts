import { APPROVAL_POPUP_PATH } from '../approvalPopupPath'
import type { ApprovalRequest } from './approvalRequest'
import { approvalPopupAnswerSchema, approvalPopupReadySchema, type ApprovalPopupRequest } from './approvalPopupMessages'

/** How a popup approval ended: the user's answer, or the window closed without one. */
export type PopupOutcome = 'approved' | 'rejected' | 'closed'

/** An open approval popup: its outcome, and a way to close it when the frame is answered otherwise. */
export type PopupApproval = { outcome: Promise<PopupOutcome>; close(): void }

export type RequestPopupApprovalOptions = {
  /** The frame's window: opens the popup and receives its messages. */
  window: Pick<Window, 'open' | 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>
  /** The secure site's origin: the popup's, and the only one its messages may come from. */
  selfOrigin: string
  request: ApprovalRequest
  themeMode?: 'light' | 'dark'
  id?: string
  closedPollMs?: number
}

/**
 * Opens the secure site's approval popup (a top-level window on its own origin, so the page cannot
 * paint over it) and hands it the request; must run inside the user's click. A message counts only
 * from that popup's window and the secure site's origin, parsed by its schema. Undefined when the
 * browser blocked the popup.
 * @example const popup = requestPopupApproval({ window, selfOrigin: location.origin, request }); await popup?.outcome // 'approved'
 */
export function requestPopupApproval({ window, selfOrigin, request, themeMode, id = crypto.randomUUID(), closedPollMs = 250 }: RequestPopupApprovalOptions): PopupApproval | undefined {
  const popup = window.open(`${selfOrigin}${APPROVAL_POPUP_PATH}`, '_blank', 'popup,width=440,height=640')
  if (!popup) return undefined
  let stop = () => undefined as void
  const outcome = new Promise<PopupOutcome>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== selfOrigin) return
      if (approvalPopupReadySchema.safeParse(event.data).success) {
        const message: ApprovalPopupRequest = { type: 'portico-approval/REQUEST', id, request, ...(themeMode ? { themeMode } : {}) }
        popup.postMessage(message, selfOrigin)
        return
      }
      const answer = approvalPopupAnswerSchema.safeParse(event.data)
      if (answer.success && answer.data.id === id) finish(answer.data.approved ? 'approved' : 'rejected')
    }
    const poll = window.setInterval(() => {
      if (popup.closed) finish('closed')
    }, closedPollMs)
    const finish = (result: PopupOutcome) => {
      stop()
      resolve(result)
    }
    stop = () => {
      window.removeEventListener('message', onMessage)
      window.clearInterval(poll)
    }
    window.addEventListener('message', onMessage)
  })
  return {
    outcome,
    close() {
      stop()
      popup.close()
    },
  }
}
