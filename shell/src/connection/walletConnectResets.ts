import type { ShellContext } from '../core/shellContext'

export interface WalletConnectResetsDependencies {
  /** SPEC section 4 reset: URI, pairing expiry, linking, recent wallet and the stored deep link. */
  reset: () => void
  /** Leaves a pending pairing. */
  cancel: () => void
}

/**
 * When WalletConnect's state goes: a disconnect resets it, and closing the modal ends a pairing
 * nobody can see any more (an embedded modal never closes, so its pairing stays).
 *
 * @example followWalletConnectResets(ctx, { reset, cancel: actions.cancel })
 */
export function followWalletConnectResets(ctx: Pick<ShellContext, 'store' | 'atoms' | 'events' | 'options'>, deps: WalletConnectResetsDependencies): void {
  const { store, atoms, events, options } = ctx
  events.subscribe(({ data }) => {
    if (data.event === 'DISCONNECT_SUCCESS') deps.reset()
  })
  store.sub(atoms.modal, () => {
    if (!store.get(atoms.modal).open && !options.enableEmbedded) deps.cancel()
  })
}
