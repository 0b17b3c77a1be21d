import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import { APPROVE_TRANSACTION_VIEW } from './frameApproval'

/**
 * PORTICO_USER_STEP_V1: while the frame's own page needs the user during a login (the wallet's
 * recovery factor), the modal shows the place the frame covers (the ApproveTransaction view, which
 * puts the frame over itself); when the step ends, that view goes again. The page types nothing for the user.
 * @example frame.onEvent((event) => event.type === FRAME_USER_STEP && showUserStep(event.payload.shown))
 */
export function createFrameUserStep(ctx: Pick<ShellContext, 'store' | 'atoms'>, modal: ModalActions): (shown: boolean) => void {
  const { store, atoms } = ctx
  let pushed = false
  return (shown) => {
    const top = store.get(atoms.history).at(-1)?.view
    if (shown) {
      if (pushed && top === APPROVE_TRANSACTION_VIEW) return
      pushed = true
      if (store.get(atoms.modal).open) modal.push(APPROVE_TRANSACTION_VIEW)
      else modal.open(APPROVE_TRANSACTION_VIEW)
      return
    }
    if (!pushed) return
    pushed = false
    if (!store.get(atoms.modal).open || top !== APPROVE_TRANSACTION_VIEW) return
    if (store.get(atoms.history).length > 1) modal.goBack()
    else modal.close()
  }
}
