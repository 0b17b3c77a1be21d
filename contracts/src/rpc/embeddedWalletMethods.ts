import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './rpcMethods'

/**
 * Methods the page answers itself for the embedded wallet: account and chain queries that viem,
 * wagmi and ethers make before anything else (ethers' `BrowserProvider.getSigner()` asks
 * `eth_requestAccounts`), and chain switching, which goes to the frame as SWITCH_NETWORK.
 */
export const EMBEDDED_WALLET_PAGE_METHODS = [
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'net_version',
  'wallet_switchEthereumChain',
  'solana_requestAccounts',
] as const

const allowed: ReadonlySet<string> = new Set<string>([...EMBEDDED_WALLET_PAGE_METHODS, ...SAFE_RPC_METHODS, ...NOT_SAFE_RPC_METHODS])

/**
 * The embedded wallet's allow-list (SPEC section 6): the page's own answers, the safe methods and
 * the ones that need approval. Anything else fails with 'Requested RPC call is not allowed'
 * (`eth_sign`, which signs an opaque hash, is the classic example).
 * @example isEmbeddedWalletMethod('eth_requestAccounts') // true
 * @example isEmbeddedWalletMethod('eth_sign') // false
 */
export const isEmbeddedWalletMethod = (method: string): boolean => allowed.has(method)
