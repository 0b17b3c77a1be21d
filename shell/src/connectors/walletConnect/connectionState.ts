import type { WalletRecord } from '@portico/contracts'

/** A wallet link the user opened to finish pairing in the wallet (SPEC section 3, wcLinking). */
export interface WcLinking {
  name: string
  href: string
}

/**
 * SPEC section 3, Connection state, for WalletConnect. The status is the namespace's connection
 * status (`atoms.connectionStatus`), exposed beside these as a derived atom.
 */
export interface WalletConnectState {
  /** The pairing URI on show; undefined while a new one is being made. */
  wcUri: string | undefined
  /** When the URI stops being offered (epoch ms). */
  wcPairingExpiry: number | undefined
  wcLinking: WcLinking | undefined
  /** The catalogue wallet being paired with; kept as a recent wallet once connected. */
  recentWallet: WalletRecord | undefined
  /** The last pairing failed (declined, expired proposal, relay error): the view offers a retry. */
  wcError: boolean
  /**
   * The failure came before any URI was shown: no wallet ever saw this pairing, so the relay (or
   * the way to it) is at fault, not a refusal. The view says so and offers Try again.
   */
  wcRelayUnreachable: boolean
  /** A wallet link was just opened; the link waits before it can be opened again. */
  buffering: boolean
}

export const INITIAL_WALLETCONNECT_STATE: WalletConnectState = {
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcError: false,
  wcRelayUnreachable: false,
  buffering: false,
}

/**
 * SPEC section 4 reset: URI, pairing expiry, linking and recent wallet are cleared (the stored
 * deep link goes with them, see deepLinkStorage); the error and buffering flags are the views'.
 * @example resetWalletConnectState({ ...state, wcUri: 'wc:...' }).wcUri // undefined
 */
export function resetWalletConnectState(state: WalletConnectState): WalletConnectState {
  return { ...state, wcUri: undefined, wcPairingExpiry: undefined, wcLinking: undefined, recentWallet: undefined }
}

/** A fresh URI replaces the old one; it clears a previous failure. */
export function withPairingUri(state: WalletConnectState, wcUri: string, wcPairingExpiry: number): WalletConnectState {
  return { ...state, wcUri, wcPairingExpiry, wcError: false, wcRelayUnreachable: false }
}

/**
 * A failed pairing: no URI is offered any more, and the view says so. One that failed before a URI
 * was shown could not reach the relay (a wallet cannot refuse what it never saw).
 * @example withPairingError(state, { uriShown: false }).wcRelayUnreachable // true
 */
export function withPairingError(state: WalletConnectState, { uriShown }: { uriShown: boolean } = { uriShown: true }): WalletConnectState {
  return { ...state, wcUri: undefined, wcPairingExpiry: undefined, wcError: true, wcRelayUnreachable: !uriShown }
}
