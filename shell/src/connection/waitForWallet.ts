import type { Atom } from 'jotai/vanilla'
import type { ShellContext } from '../core/shellContext'

/**
 * A restore's wait for its stored wallet: `find` gives it now, or once the wallets atom changes;
 * undefined when it has not shown up within `timeoutMs`.
 *
 * @example await waitForWallet(store, atoms.announcedWallets, () => findWallet(rdns), 1_500)
 */
export function waitForWallet<Wallet>(store: ShellContext['store'], wallets: Atom<unknown>, find: () => Wallet | undefined, timeoutMs: number) {
  return new Promise<Wallet | undefined>((resolve) => {
    const found = find()
    if (found) return resolve(found)
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(find())
    }, timeoutMs)
    const unsubscribe = store.sub(wallets, () => {
      const wallet = find()
      if (!wallet) return
      clearTimeout(timer)
      unsubscribe()
      resolve(wallet)
    })
  })
}
