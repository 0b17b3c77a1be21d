import { CONNECT_METHOD_ORDER, type ConnectMethod } from '@portico/contracts'

/** With a wallet installed, it leads: the visitor who has one reaches it first (AppKit's rule too). */
const WALLET_FIRST: readonly ConnectMethod[] = ['wallet', 'email', 'social']

export interface ConnectMethodOrderInput {
  /** `features.connectMethodsOrder`, when the dapp set it. */
  configured: readonly ConnectMethod[] | undefined
  /** An injected or announced wallet is on the list. */
  walletInstalled: boolean
}

/**
 * The Connect view's methods in order: the dapp's (each once, only those it lists); else wallets
 * first when one is installed; else the spec's order (email, social, wallet).
 * @example connectMethodOrder({ configured: undefined, walletInstalled: true }) // ['wallet', 'email', 'social']
 */
export function connectMethodOrder({ configured, walletInstalled }: ConnectMethodOrderInput): readonly ConnectMethod[] {
  if (configured) return [...new Set(configured)]
  return walletInstalled ? WALLET_FIRST : CONNECT_METHOD_ORDER
}
