// The wagmi actions Portico calls; in the lazy wagmi chunk with syncWagmiAdapters.
// getAccount: wagmi 2's name, kept by wagmi 3 as an alias of getConnection, so both majors work.
import { connect, disconnect, getAccount, injected, reconnect, type Config } from '@wagmi/core'

const hasAccount = (config: Config, address: string) => {
  const current = getAccount(config)
  return current.status === 'connected' && current.address?.toLowerCase() === address.toLowerCase()
}

/**
 * Connects wagmi to the wallet Portico connected: wagmi's connector whose id is the wallet's rdns
 * (wagmi's EIP-6963 discovery names them so), else its `injected` connector. Nothing happens when
 * wagmi already has that account connected.
 */
export async function connectWagmi(config: Config, rdns: string, address: string): Promise<void> {
  if (hasAccount(config, address)) return
  const connector = config.connectors.find((c) => c.id === rdns) ?? config.connectors.find((c) => c.id === 'injected')
  if (!connector) {
    await connect(config, { connector: injected() })
    return
  }
  if (connector.uid !== config.state.current && getAccount(config).status === 'disconnected') {
    // The wallet has just granted Portico the account: wagmi takes it without a second prompt
    // when the connector counts as authorized (wagmi's own disconnect flag unset).
    await reconnect(config, { connectors: [connector] })
  }
  // wagmi's current connector (whatever its account) follows the wallet's own events.
  if (connector.uid === config.state.current) return
  await connect(config, { connector })
}

export async function disconnectWagmi(config: Config): Promise<void> {
  if (getAccount(config).status === 'disconnected') return
  await disconnect(config)
}
