import type { ChainNamespace } from '../caip/chainNamespace'
import type { AccountRecord } from '../state/accountRecord'
import type { CaipNetwork } from '../state/network'

/** SPEC section 3, Connector type. */
export type ConnectorType = 'AUTH' | 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'EXTERNAL'

export interface ConnectResult {
  accounts: readonly string[]
  /** Chain id in the namespace's own notation (a number for eip155). */
  chainId: number | string
}

export type ConnectorEvent =
  | { type: 'accountsChanged'; accounts: readonly string[] }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' }

/**
 * What every connector implements, like wagmi's connectors: a plain object with the same members.
 * The shell drives connections only through this.
 */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  /** Asks the wallet for accounts (the wallet may prompt). */
  connect: () => Promise<ConnectResult>
  /** Accounts the wallet already granted, without prompting; empty when none. */
  getAccounts: () => Promise<readonly string[]>
  /**
   * Records (SPEC section 3) of the accounts last granted, with the type, public key and path the
   * wallet told; without it the shell uses the namespace's default account type.
   */
  accountRecords?: () => readonly AccountRecord[]
  getChainId: () => Promise<number | string>
  /** Asks the wallet to switch to the network, adding it first where the wallet does not know it. */
  switchNetwork?: (network: CaipNetwork) => Promise<void>
  disconnect: () => Promise<void>
  /** EIP-1193 style request passed to the wallet. */
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  /** Subscribes to wallet events; returns the unsubscribe function. */
  subscribe: (listener: (event: ConnectorEvent) => void) => () => void
}
