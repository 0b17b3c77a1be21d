import { loadWalletConnectChunk } from '../connectors/walletConnect/loadWalletConnectChunk'
import type { ShellContext } from '../core/shellContext'
import { sharedLoad } from '../utils/sharedLoad'

type WalletConnectChunk = Awaited<ReturnType<typeof loadWalletConnectChunk>>
/** The WalletConnect client of the lazy chunk. */
export type LoadedWalletConnectClient = Awaited<ReturnType<WalletConnectChunk['createWalletConnectClient']>>

export interface WalletConnectClientLoader {
  /** Loads the chunk and starts the client once; a failed load (network, relay) is tried afresh next time. */
  get: () => Promise<LoadedWalletConnectClient>
  /** The client being loaded or loaded, without starting a load. */
  current: () => Promise<LoadedWalletConnectClient> | undefined
}

/** The one WalletConnect client of a createAppKit, loaded on first use; `onUri` takes each pairing URI. */
export function createWalletConnectClientLoader(ctx: ShellContext, onUri: (uri: string) => void): WalletConnectClientLoader {
  const { store, options } = ctx
  const start = async () => {
    const { createWalletConnectClient } = await loadWalletConnectChunk()
    return createWalletConnectClient({
      projectId: options.projectId ?? '',
      relayUrl: options.walletConnectRelayUrl,
      metadata: options.metadata ?? { name: ctx.window?.document.title ?? 'Dapp', description: '', url: ctx.window?.location.origin ?? '', icons: [] },
      networks: store.get(ctx.atoms.networks),
      logLevel: options.debug ? 'debug' : 'error',
      onUri,
    })
  }
  const client = sharedLoad(start)
  return { get: client, current: client.current }
}
