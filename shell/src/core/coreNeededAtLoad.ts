import { TELEGRAM_RESULT_URI_PARAM } from '@portico/contracts'
import { isWagmiAdapter } from '../adapters/wagmi/wagmiAdapter'
import { AUTH_STORAGE_KEY, CONNECTION_STORAGE_KEY, DEEP_LINK_STORAGE_KEY } from '../persistence/storageKeys'
import type { ShellBoot } from './shellBoot'

/** What a returning visitor's storage may hold that the page acts on as it loads. */
const SESSION_KEYS = [CONNECTION_STORAGE_KEY, AUTH_STORAGE_KEY, DEEP_LINK_STORAGE_KEY] as const

/**
 * True when the shell's core must load with the page rather than on intent: storage holds a
 * connection, an embedded-wallet session or a WalletConnect deep link (restored or checked on
 * load), a social login came back in the address, or the dapp passed a wagmi adapter to keep in step.
 * @example if (coreNeededAtLoad(boot)) void loadCore().then((core) => core.connection.restore())
 */
export function coreNeededAtLoad(boot: ShellBoot): boolean {
  if (!boot.window) return false
  if (boot.options.adapters?.some(isWagmiAdapter)) return true
  if (new URL(boot.window.location.href).searchParams.has(TELEGRAM_RESULT_URI_PARAM)) return true
  try {
    return SESSION_KEYS.some((key) => boot.localStorage?.getItem(key) != null)
  } catch {
    // Blocked storage holds nothing to restore.
    return false
  }
}
