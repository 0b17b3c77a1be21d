import type { CaipNetwork, ChainNamespace, ConnectionStatus } from '@portico/contracts'
import { atom, type Atom } from 'jotai/vanilla'
import { INITIAL_WALLETCONNECT_STATE, type WalletConnectState } from './connectionState'

/**
 * SPEC section 3 Connection state for WalletConnect: wcUri, wcPairingExpiry, wcLinking,
 * recentWallet, wcError and buffering in one atom (they change together), and the status: the
 * connection status of the namespace WalletConnect pairs in (the active network's).
 */
export function createWalletConnectAtoms(connectionStatus: Atom<Record<ChainNamespace, ConnectionStatus>>, network: Atom<CaipNetwork | undefined>) {
  return {
    state: atom<WalletConnectState>(INITIAL_WALLETCONNECT_STATE),
    status: atom((get) => get(connectionStatus)[get(network)?.chainNamespace ?? 'eip155']),
  }
}

export type WalletConnectAtoms = ReturnType<typeof createWalletConnectAtoms>
