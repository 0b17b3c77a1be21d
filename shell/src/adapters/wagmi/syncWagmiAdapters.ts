// Loaded (with @wagmi/core) only when the dapp passes a wagmi adapter: see createShellCore.
import { getErrorMessage } from '@portico/contracts'
import type { Config } from '@wagmi/core'
import type { ShellContext } from '../../core/shellContext'
import { connectWagmi, disconnectWagmi } from './wagmiActions'
import { isWagmiAdapter } from './wagmiAdapter'

/**
 * Keeps each wagmi adapter's connection in step with Portico's eip155 one: connected through an
 * EIP-6963 wallet, wagmi connects it too; disconnected, wagmi disconnects. Errors are logged, never
 * thrown into the modal. Returns the unsubscribe function.
 */
export function syncWagmiAdapters(ctx: ShellContext): () => void {
  const configs = (ctx.options.adapters ?? []).filter(isWagmiAdapter).map((a) => a.config)
  const { store, atoms, log } = ctx
  // Connection key last acted on: `rdns:address` when connected, undefined when not.
  let synced: string | undefined
  // One step at a time, in order: a disconnect never overtakes the connect before it.
  let queue: Promise<void> = Promise.resolve()
  const warn = (error: unknown) => log.warn('wagmi adapter:', getErrorMessage(error))
  /** Runs the step on every config; one config failing does not stop the others. */
  const run = (step: (config: Config) => Promise<void>) => {
    queue = queue.then(async () => {
      for (const config of configs) await step(config).catch(warn)
    })
  }

  // The eip155 connection itself, not the active account: another namespace becoming active (a
  // Solana network, a Solana wallet connecting) leaves the EVM wallet, and so wagmi, connected.
  const onChange = () => {
    const connection = store.get(atoms.connections).eip155
    if (connection) {
      const { connector, address } = connection
      // EIP-6963 wallets only: their connector id is the rdns wagmi names its connectors by.
      if (connector.type !== 'ANNOUNCED') return
      const key = `${connector.id}:${address}`
      if (key === synced) return
      synced = key
      run((config) => connectWagmi(config, connector.id, address))
    } else if (synced !== undefined) {
      synced = undefined
      run(disconnectWagmi)
    }
  }
  const unsubscribe = store.sub(atoms.connections, onChange)
  // Portico may have connected (or restored) while this chunk loaded.
  onChange()
  return unsubscribe
}
