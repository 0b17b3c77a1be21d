import { DISCONNECTED_ACCOUNT, parseCaipNetworkId, type CaipNetwork } from '@portico/contracts'
import { useAppKitInstance } from './useAppKitInstance'
import { useShellAtom } from './useShellAtom'

/** Open and close the modal, as AppKit's `useAppKit`. */
export function useAppKit() {
  const appKit = useAppKitInstance()
  return {
    open: (options?: { view?: string }) => appKit?.open(options) ?? Promise.resolve(),
    close: () => appKit?.close() ?? Promise.resolve(),
  }
}

/** The connected account, as AppKit's `useAppKitAccount`. */
export function useAppKitAccount() {
  const account = useShellAtom(useAppKitInstance(), (atoms) => atoms.account, DISCONNECTED_ACCOUNT)
  return {
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.status === 'connected',
    status: account.status,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
  }
}

/** The active network, as AppKit's `useAppKitNetwork`. */
export function useAppKitNetwork() {
  const network = useShellAtom<CaipNetwork | undefined>(useAppKitInstance(), (atoms) => atoms.network, undefined)
  return {
    caipNetwork: network,
    caipNetworkId: network?.caipNetworkId,
    chainId: network ? parseCaipNetworkId(network.caipNetworkId).chainId : undefined,
  }
}

/** Disconnect, as AppKit's `useDisconnect`. */
export function useDisconnect() {
  const appKit = useAppKitInstance()
  return { disconnect: () => appKit?.disconnect() ?? Promise.resolve() }
}
