import { TOAST_REOPEN_DELAY_MS } from '@portico/contracts'
import type { ToastState } from './atoms'
import type { ShellContext } from './shellContext'

const TOAST_AUTO_CLOSE_MS = 2_200

/** The modal's toast. */
export interface ToastActions {
  /** Shows `message`; one already open closes and this one opens after 150 ms. */
  toast: (message: string, variant: ToastState['variant']) => void
}

/**
 * SPEC section 4 toast: auto-closes; if one is already open it closes and reopens after 150 ms.
 */
export function createToastActions({ store, atoms }: ShellContext): ToastActions {
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  const show = (message: string, variant: ToastState['variant']) => {
    clearTimeout(closeTimer)
    store.set(atoms.toast, { message, variant, open: true })
    closeTimer = setTimeout(() => store.set(atoms.toast, (t) => (t ? { ...t, open: false } : t)), TOAST_AUTO_CLOSE_MS)
  }
  return {
    toast(message, variant) {
      if (store.get(atoms.toast)?.open) {
        store.set(atoms.toast, (t) => (t ? { ...t, open: false } : t))
        setTimeout(() => show(message, variant), TOAST_REOPEN_DELAY_MS)
        return
      }
      show(message, variant)
    },
  }
}
