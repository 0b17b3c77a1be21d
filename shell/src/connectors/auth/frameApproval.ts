import { ThrownMessages } from '@portico/contracts'
import { type FrameRequestPayloadInput } from '@portico/frame-protocol'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import type { FrameChannel } from './frameChannel'

export const APPROVE_TRANSACTION_VIEW = 'ApproveTransaction'

/**
 * Unsafe requests (SPEC section 6) go through ApproveTransaction: the modal shows it, the view
 * puts the frame over itself, and the user approves or rejects in the frame's own UI; the page
 * only waits for the frame's answer. Closing the modal aborts the request ('Request was aborted') and tells the frame (RPC_ABORT).
 * After the answer the view pops, or the modal closes when it was the only view (SPEC section 2).
 */
export function createFrameApproval(ctx: Pick<ShellContext, 'store' | 'atoms'>, deps: { modal: ModalActions; refreshBalance: () => Promise<void> | void; frame: () => FrameChannel }) {
  const { store, atoms } = ctx
  const leave = () => {
    const history = store.get(atoms.history)
    if (!store.get(atoms.modal).open || history.at(-1)?.view !== APPROVE_TRANSACTION_VIEW) return
    if (history.length > 1) deps.modal.goBack()
    else deps.modal.close()
  }
  return {
    async approve(payload: FrameRequestPayloadInput<'RPC_REQUEST'>): Promise<unknown> {
      const frame = deps.frame()
      if (store.get(atoms.modal).open) deps.modal.push(APPROVE_TRANSACTION_VIEW)
      else deps.modal.open(APPROVE_TRANSACTION_VIEW)
      const controller = new AbortController()
      // Closing the modal, or leaving the view by Back, ends the wait: nobody is looking at the frame.
      const abortWhenGone = () => {
        const shown = store.get(atoms.modal).open && store.get(atoms.history).some((entry) => entry.view === APPROVE_TRANSACTION_VIEW)
        if (!shown) controller.abort(new Error(ThrownMessages.REQUEST_ABORTED))
      }
      const unsubscribers = [store.sub(atoms.modal, abortWhenGone), store.sub(atoms.history, abortWhenGone)]
      try {
        const result = await frame.request('RPC_REQUEST', payload, { signal: controller.signal })
        void deps.refreshBalance()
        leave()
        return result
      } catch (error) {
        if (controller.signal.aborted) {
          // The frame still shows the request it was sent: RPC_ABORT drops it (a reload when the frame
          // does not answer), so the next one is not queued behind it.
          void frame.abortRpc().catch(() => undefined)
          throw new Error(ThrownMessages.REQUEST_ABORTED)
        }
        leave()
        throw error
      } finally {
        for (const unsubscribe of unsubscribers) unsubscribe()
        frame.showAt(undefined)
      }
    },
  }
}
