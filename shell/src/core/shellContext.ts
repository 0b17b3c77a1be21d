import type { ApiClient, Logger } from '@portico/contracts'
import type { ShellI18n } from '../i18n/createShellI18n'
import type { createStore } from 'jotai/vanilla'
import type { AppKitOptions } from '../options/appKitOptionsSchema'
import type { ConnectionStorage, KeyValueStorage } from '../persistence/connectionStorage'
import type { ShellAtoms } from './atoms'
import type { EventEmitter } from './events'

/** What every shell action works on: one per createAppKit call. */
export interface ShellContext {
  store: ReturnType<typeof createStore>
  atoms: ShellAtoms
  options: AppKitOptions
  storage: ConnectionStorage
  /** The raw local storage, for caches; undefined on a server or when blocked. */
  localStorage: KeyValueStorage | undefined
  api: { blockchain: ApiClient; walletKit: ApiClient }
  events: EventEmitter
  log: Logger
  /** The locale and every catalogue bound to it (the shell's and the plugins'). */
  i18n: ShellI18n
  /** The browser window, or undefined when rendered on a server. */
  window: Window | undefined
}
