import { MODAL_SHAKE_MS } from '@portico/contracts'
import { goBackFrom, pushTo, replaceTop } from '../router/history'
import { initialView } from '../router/initialView'
import type { RouteEntry } from './atoms'
import type { ShellContext } from './shellContext'

const routeEntry = (entry: RouteEntry | string, args: RouteEntry['arguments']): RouteEntry =>
  typeof entry !== 'string' ? entry : args ? { view: entry, arguments: args } : { view: entry }

const isMobile = (win: Window | undefined) => Boolean(win?.matchMedia?.('(max-width: 430px)').matches)

/** Opening, closing and routing of the modal. */
export interface ModalActions {
  /** A view that must not close yet (sign-in while required): closing shakes the modal instead. */
  addCloseGuard: (guard: () => boolean) => void
  /** Opens on `view` (with its arguments), else on the view that fits the connection. */
  open: (view?: string, args?: RouteEntry['arguments']) => void
  /** Closes (an embedded modal goes back to Account or Connect instead). */
  close: () => void
  shake: () => void
  push: (entry: RouteEntry | string, args?: RouteEntry['arguments']) => void
  replace: (entry: RouteEntry | string, args?: RouteEntry['arguments']) => void
  reset: (view: string) => void
  /** One view back; from the first view, closes. */
  goBack: () => void
  /** After connect or disconnect, the view that fits the new state. */
  showDefaultView: () => void
}

/** Opening, closing and routing of the modal (SPEC sections 2 and 4). */
export function createModalActions(ctx: ShellContext): ModalActions {
  const { store, atoms, events, options } = ctx
  const isConnected = () => store.get(atoms.account).status === 'connected'
  // `adapters: []`: the dapp has none, WalletConnect alone connects (SPEC section 2).
  const hasAdapters = options.adapters?.length !== 0
  const defaultView = () => initialView({ isConnected: isConnected(), hasAdapters, isMobile: isMobile(ctx.window) })

  // Views that must not close yet (sign-in while required): closing shakes the modal instead.
  const closeGuards: (() => boolean)[] = []

  const actions: ModalActions = {
    addCloseGuard(guard) {
      closeGuards.push(guard)
    },
    open(view, args) {
      const opened = initialView({ isConnected: isConnected(), hasAdapters, isMobile: isMobile(ctx.window), ...(view ? { forcedView: view } : {}) })
      store.set(atoms.history, [routeEntry(opened, view ? args : undefined)])
      store.set(atoms.modal, { open: true, loading: true, shake: false })
      events.emit('MODAL_OPEN', { connected: isConnected() })
    },
    close() {
      if (closeGuards.some((blocks) => blocks())) {
        actions.shake()
        return
      }
      // An embedded modal never hides: it goes back to Account or Connect.
      if (options.enableEmbedded) {
        store.set(atoms.history, [{ view: defaultView() }])
        return
      }
      if (!store.get(atoms.modal).open) return
      store.set(atoms.modal, { open: false, loading: false, shake: false })
      events.emit('MODAL_CLOSE', { connected: isConnected() })
    },
    shake() {
      store.set(atoms.modal, (m) => ({ ...m, shake: true }))
      setTimeout(() => store.set(atoms.modal, (m) => ({ ...m, shake: false })), MODAL_SHAKE_MS)
    },
    push(entry, args) {
      store.set(atoms.history, (h) => pushTo(h, routeEntry(entry, args)))
    },
    replace(entry, args) {
      store.set(atoms.history, (h) => replaceTop(h, routeEntry(entry, args)))
    },
    reset(view) {
      store.set(atoms.history, [{ view }])
    },
    goBack() {
      const result = goBackFrom(store.get(atoms.history))
      if (result.type === 'close') actions.close()
      else store.set(atoms.history, result.history)
    },
    showDefaultView() {
      store.set(atoms.history, [{ view: defaultView() }])
    },
  }
  return actions
}
