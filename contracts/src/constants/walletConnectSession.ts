import type { ChainNamespace } from '../caip/chainNamespace'

// What a WalletConnect session asks a wallet for. A file of its own: only the WalletConnect chunk
// reads these lists, and a module the page load also needs would bring them into its bytes.

/** Events requested in a WalletConnect session (SPEC section 9). */
export const WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged'] as const

/**
 * The eip155 methods a WalletConnect session asks for (SPEC section 9 counts 24): signing and
 * sending, chain switching, EIP-5792 calls, EIP-7715 permissions and EIP-7811 assets, the list
 * Reown AppKit's universal provider requests.
 */
export const WALLETCONNECT_EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** The solana methods of a WalletConnect session (SPEC section 9 counts 6). */
export const WALLETCONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** The bip122 methods of a WalletConnect session (SPEC section 9 counts 4). */
export const WALLETCONNECT_BIP122_METHODS = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'] as const

/**
 * The polkadot methods of a WalletConnect session. SPEC section 9 counts none for polkadot; these
 * are WalletConnect's two polkadot methods, without which a polkadot session could not sign.
 */
export const WALLETCONNECT_POLKADOT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const

/** Methods per namespace. */
export const WALLETCONNECT_METHODS: Record<ChainNamespace, readonly string[]> = {
  eip155: WALLETCONNECT_EIP155_METHODS,
  solana: WALLETCONNECT_SOLANA_METHODS,
  bip122: WALLETCONNECT_BIP122_METHODS,
  polkadot: WALLETCONNECT_POLKADOT_METHODS,
}
