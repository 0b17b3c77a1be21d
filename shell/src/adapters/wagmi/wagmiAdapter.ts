import type { Config } from '@wagmi/core'
import type { ShellContext } from '../../core/shellContext'

/** Starts keeping the adapters' wagmi configs in step with Portico; returns the unsubscribe function. */
export type SyncWagmiAdapters = (ctx: ShellContext) => () => void

/**
 * A dapp's wagmi config handed to Portico: Portico connects and disconnects wagmi alongside its
 * own eip155 connection, so the dapp's wagmi hooks and actions keep working. Type-only import:
 * @wagmi/core itself loads only when an adapter is passed.
 */
export interface WagmiAdapter {
  readonly type: 'wagmi'
  readonly config: Config
  /**
   * Loads the sync and @wagmi/core in their own chunk. The adapter carries the import, not the
   * shell's core, so a dapp that never imports `@portico/shell/wagmi` builds without @wagmi/core.
   */
  readonly loadSync: () => Promise<SyncWagmiAdapters>
}

/** `adapters` is a list of unknowns (AppKit's own adapters are opaque to Portico). */
export const isWagmiAdapter = (adapter: unknown): adapter is WagmiAdapter =>
  typeof adapter === 'object' &&
  adapter !== null &&
  (adapter as { type?: unknown }).type === 'wagmi' &&
  typeof (adapter as { config?: unknown }).config === 'object' &&
  (adapter as { config?: unknown }).config !== null &&
  typeof (adapter as { loadSync?: unknown }).loadSync === 'function'
