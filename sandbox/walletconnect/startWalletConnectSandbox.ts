import type { SandboxChain } from '../scripts/serve'
import { startLocalRelay } from './relay/localRelay'
import { serveWalletPage } from './wallet/serveWalletPage'

export interface WalletConnectSandbox {
  /** `ws://127.0.0.1:PORT`: the dapp's `walletConnectRelayUrl` in the sandbox. */
  relayUrl: string
  /** The sandbox WalletConnect wallet page, with a trailing slash. */
  walletUrl: string
  /** Every relay method the clients called, in order. */
  relayMethods: string[]
  stop: () => Promise<void>
}

/**
 * WalletConnect without the internet: the local relay, and the sandbox wallet page (WalletKit,
 * anvil's dev key) on its own origin, both on 127.0.0.1. Port 0 picks a free port.
 * @example const wc = await startWalletConnectSandbox({ relayPort: 5183, walletPort: 5184, chains })
 */
export async function startWalletConnectSandbox(args: { relayPort?: number; walletPort?: number; chains: readonly SandboxChain[] }): Promise<WalletConnectSandbox> {
  const relay = await startLocalRelay({ port: args.relayPort ?? 0 })
  try {
    const page = await serveWalletPage({ port: args.walletPort ?? 0, relayUrl: relay.url, chains: args.chains })
    return {
      relayUrl: relay.url,
      walletUrl: page.url,
      relayMethods: relay.methods,
      stop: async () => {
        await Promise.all([page.close(), relay.close()])
      },
    }
  } catch (error) {
    await relay.close()
    throw error
  }
}
