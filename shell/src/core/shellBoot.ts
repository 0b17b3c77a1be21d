import type { CaipNetwork, Logger } from '@portico/contracts'
import { createStore } from 'jotai/vanilla'
import { storedSession, type StoredSession } from '../connection/storedSession'
import { createShellI18n, type ShellI18n } from '../i18n/createShellI18n'
import { withNetworkProjectId } from '../networks/blockchainApiRpcUrl'
import type { AppKitOptions } from '../options/appKitOptionsSchema'
import { peekStoredConnection } from '../persistence/peekStoredConnection'
import type { KeyValueStorage } from '../persistence/storedRecord'
import { createShellAtoms, type ShellAtoms } from './atoms'
import { createEventEmitter, type EventEmitter } from './events'
import { createLogger } from './logger'

/**
 * What the page holds before any intent: the checked options, the state the buttons and hooks
 * read, the locale, the logger and the events. The rest of the shell (connections, restore, the
 * embedded wallet, analytics) is the core, loaded on intent or when storage holds a session.
 */
export interface ShellBoot {
  options: AppKitOptions
  store: ReturnType<typeof createStore>
  atoms: ShellAtoms
  log: Logger
  /** The locale and every catalogue bound to it (the shell's and the plugins'). */
  i18n: ShellI18n
  events: EventEmitter
  /** The browser window, or undefined when rendered on a server. */
  window: Window | undefined
  /** The raw local storage, for caches; undefined on a server or when blocked. */
  localStorage: KeyValueStorage | undefined
  /** The session storage held when the page loaded, to restore; undefined on a server or for a first visit. */
  storedSession: StoredSession | undefined
}

/**
 * The boot of one createAppKit call: the active network is the stored one when it is still one of
 * the dapp's, else the default one; a stored session is kept for the restore.
 * @example const boot = createShellBoot(options, { window, storage: localStorage })
 */
export function createShellBoot(input: AppKitOptions, env: { window: Window | undefined; storage: KeyValueStorage | undefined }): ShellBoot {
  // Blockchain API RPC URLs carry the project id (SPEC section 3 RPC url shape).
  const options: AppKitOptions = {
    ...input,
    networks: input.networks.map((n) => withNetworkProjectId(n, input.projectId)),
    ...(input.defaultNetwork ? { defaultNetwork: withNetworkProjectId(input.defaultNetwork, input.projectId) } : {}),
  }
  // Storage is read once here, without the record's schema; the core reads the whole record.
  const peeked = peekStoredConnection(env.storage)
  const stored = options.networks.find((n) => n.caipNetworkId === peeked.activeCaipNetworkId)
  // The schema guarantees at least one network.
  const atoms = createShellAtoms(options.networks, stored ?? options.defaultNetwork ?? (options.networks[0] as CaipNetwork))
  const store = createStore()
  const log = createLogger(options.debug)
  store.set(atoms.themeMode, options.themeMode)
  store.set(atoms.themeVariables, options.themeVariables ?? {})
  return { options, store, atoms, log, i18n: createShellI18n(store, options.locale, log), events: createEventEmitter(), window: env.window, localStorage: env.storage, storedSession: env.window ? storedSession(peeked) : undefined }
}
