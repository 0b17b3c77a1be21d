import type { CaipNetwork, ChainNamespace, ConnectionStatus } from '@portico/contracts'
import { atom, type Atom, type PrimitiveAtom } from 'jotai/vanilla'
import { INITIAL_WALLETCONNECT_STATE, type WalletConnectState } from './connectionState'

export interface WalletConnectAtoms {
  state: PrimitiveAtom<WalletConnectState>
  /** The connection status of the namespace WalletConnect pairs in. */
  status: Atom<ConnectionStatus>
}

/**
 * SPEC section 3 Connection state for WalletConnect: wcUri, wcPairingExpiry, wcLinking,
 * recentWallet, wcError and buffering in one atom (they change together), and the status: the
 * connection status of the namespace WalletConnect pairs in (the active network's).
 */
export function createWalletConnectAtoms(connectionStatus: Atom<Record<ChainNamespace, ConnectionStatus>>, network: Atom<CaipNetwork | undefined>): WalletConnectAtoms {
  return {
    state: atom<WalletConnectState>(INITIAL_WALLETCONNECT_STATE),
    status: atom((get) => get(connectionStatus)[get(network)?.chainNamespace ?? 'eip155']),
  }
}
