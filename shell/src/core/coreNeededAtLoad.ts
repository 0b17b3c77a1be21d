import { TELEGRAM_RESULT_URI_PARAM } from '@portico/contracts'
import { isWagmiAdapter } from '../adapters/wagmi/wagmiAdapter'
import type { ShellBoot } from './shellBoot'

/**
 * True when the shell's core must load with the page rather than on intent: storage holds a
 * session to restore (a connector id; recent wallets alone do not count), a social login came
 * back in the address, or the dapp passed a wagmi adapter to keep in step.
 * @example if (coreNeededAtLoad(boot)) void loadCore().then((core) => core.connection.restore())
 */
export function coreNeededAtLoad(boot: ShellBoot): boolean {
  if (!boot.window) return false
  if (boot.options.adapters?.some(isWagmiAdapter)) return true
  if (new URL(boot.window.location.href).searchParams.has(TELEGRAM_RESULT_URI_PARAM)) return true
  return boot.storedSession !== undefined
}
