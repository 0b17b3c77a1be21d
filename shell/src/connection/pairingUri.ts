import type { PrimitiveAtom } from 'jotai/vanilla'
import type { WalletConnectState } from '../connectors/walletConnect/connectionState'
import { withPairingUri } from '../connectors/walletConnect/connectionState'
import { msUntilPairingRefresh, pairingExpiry } from '../connectors/walletConnect/pairingExpiry'
import type { ShellContext } from '../core/shellContext'

/** The pairing URI on show and its lifetime. */
export interface PairingUri {
  /** Shows a fresh URI until its expiry; `onExpiring` runs when it starts to count as expired. */
  show: (uri: string) => void
  /** No URI on show: a fresh one is on its way, or the pairing ended. */
  withdraw: () => void
  /** Stops waiting for the URI on show to expire. */
  stop: () => void
}

export interface PairingUriOptions {
  state: PrimitiveAtom<WalletConnectState>
  lifetimeMs: number
  /** SPEC section 4: 10 s before the expiry a fresh URI must replace the one on show. */
  onExpiring: () => void
}

/**
 * The URI a wallet scans or opens, with its expiry (SPEC section 4: it lives 4 minutes).
 * @example createPairingUri(ctx.store, { state, lifetimeMs: 240_000, onExpiring: refresh }).show('wc:...')
 */
export function createPairingUri(store: ShellContext['store'], { state, lifetimeMs, onExpiring }: PairingUriOptions): PairingUri {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    show(uri) {
      const expiry = pairingExpiry(Date.now(), lifetimeMs)
      store.set(state, (s) => withPairingUri(s, uri, expiry))
      clearTimeout(timer)
      timer = setTimeout(onExpiring, msUntilPairingRefresh(expiry, Date.now()))
    },
    withdraw: () => store.set(state, (s) => ({ ...s, wcUri: undefined, wcPairingExpiry: undefined })),
    stop: () => clearTimeout(timer),
  }
}
