import type { Atom } from 'jotai/vanilla'
import type { ShellContext } from '../core/shellContext'
import { waitFor } from './waitFor'

/**
 * A restore's wait for its stored wallet: `find` gives it now, or once the wallets atom changes;
 * undefined when it has not shown up within `timeoutMs`.
 *
 * @example await waitForWallet(store, atoms.announcedWallets, () => findWallet(rdns), 1_500)
 */
export function waitForWallet<Wallet>(store: ShellContext['store'], wallets: Atom<unknown>, find: () => Wallet | undefined, timeoutMs: number): Promise<Wallet | undefined> {
  return waitFor(find, (onChange) => store.sub(wallets, onChange), timeoutMs)
}
