import { DISCONNECTED_ACCOUNT, type AccountState, type Connector } from '@portico/contracts'
import type { EthersAppKit } from '../adapters/ethers/ethersAppKit'
import { walletProviderOf } from '../connection/walletProvider'

export interface FakeEthersAppKit extends EthersAppKit {
  /** Connects the connector's wallet on eip155, replacing any other. */
  connect: (connector: Connector) => Promise<void>
  disconnect: () => void
}

/**
 * The AppKit members the ethers adapter reads, over one eip155 connection. Like Portico, it hands
 * out `walletProviderOf(connector)`, follows the wallet's events and, on each change, tells the
 * wallet-provider listeners first and the account listeners after.
 */
export function createFakeEthersAppKit(): FakeEthersAppKit {
  let connection: { connector: Connector; address: string; chainId: number | string; unsubscribe: () => void } | undefined
  const walletListeners = new Set<() => void>()
  const accountListeners = new Set<(account: AccountState) => void>()
  const account = (): AccountState =>
    connection ? { status: 'connected', address: connection.address, caipAddress: `eip155:${connection.chainId}:${connection.address}` } : DISCONNECTED_ACCOUNT
  const changed = () => {
    for (const listener of [...walletListeners]) listener()
    for (const listener of [...accountListeners]) listener(account())
  }
  const disconnect = () => {
    connection?.unsubscribe()
    connection = undefined
    changed()
  }
  return {
    getWalletProvider: (namespace) => (connection && (namespace ?? 'eip155') === 'eip155' ? walletProviderOf(connection.connector) : undefined),
    getAccount: (namespace) => ((namespace ?? 'eip155') === 'eip155' ? account() : DISCONNECTED_ACCOUNT),
    subscribeWalletProvider(listener) {
      walletListeners.add(listener)
      return () => void walletListeners.delete(listener)
    },
    subscribeAccount(listener) {
      accountListeners.add(listener)
      return () => void accountListeners.delete(listener)
    },
    async connect(connector) {
      const { accounts, chainId } = await connector.connect()
      const [address] = accounts
      if (!address) throw new Error('The wallet returned no account')
      connection?.unsubscribe()
      const unsubscribe = connector.subscribe((event) => {
        if (!connection) return
        if (event.type === 'disconnect' || (event.type === 'accountsChanged' && !event.accounts[0])) return disconnect()
        if (event.type === 'accountsChanged') connection.address = event.accounts[0] ?? connection.address
        else connection.chainId = event.chainId
        changed()
      })
      connection = { connector, address, chainId, unsubscribe }
      changed()
    },
    disconnect,
  }
}
