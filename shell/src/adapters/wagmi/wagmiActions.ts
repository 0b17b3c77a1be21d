// The wagmi actions Portico calls; in the lazy wagmi chunk with syncWagmiAdapters.
// getAccount: wagmi 2's name, kept by wagmi 3 as an alias of getConnection, so both majors work.
import { connect, disconnect, getAccount, injected, reconnect, watchAccount, watchConnectors, type Config, type Connector } from '@wagmi/core'
import { waitFor } from '../../connection/waitFor'

// With `ssr: true` wagmi adds its EIP-6963 connectors, and reconnects from its cookie, only once
// `<WagmiProvider>` mounts: a connection Portico restored on load can arrive first. How long to wait.
const CONNECTOR_WAIT_MS = 3_000
const RECONNECT_WAIT_MS = 10_000

const hasAccount = (config: Config, address: string) => {
  const current = getAccount(config)
  return current.status === 'connected' && current.address?.toLowerCase() === address.toLowerCase()
}

/** wagmi's connector for the wallet: its id is the rdns (wagmi's EIP-6963 discovery names them so). */
const connectorFor = (config: Config, rdns: string): Promise<Connector | undefined> =>
  waitFor(() => config.connectors.find((c) => c.id === rdns), (onChange) => watchConnectors(config, { onChange }), CONNECTOR_WAIT_MS)

/** Lets a reconnect wagmi has under way (from its storage) finish before Portico acts. */
const reconnected = (config: Config): Promise<unknown> =>
  waitFor(() => (getAccount(config).status === 'reconnecting' ? undefined : true), (onChange) => watchAccount(config, { onChange }), RECONNECT_WAIT_MS)

/**
 * Connects wagmi to the wallet Portico connected: wagmi's connector whose id is the wallet's rdns,
 * else its `injected` connector. Nothing happens when wagmi already has that account connected,
 * also once a reconnect of its own (a server-rendered dapp's cookie) has brought it back.
 */
export async function connectWagmi(config: Config, rdns: string, address: string): Promise<void> {
  if (hasAccount(config, address)) return
  const connector = (await connectorFor(config, rdns)) ?? config.connectors.find((c) => c.id === 'injected')
  await reconnected(config)
  if (hasAccount(config, address)) return
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
