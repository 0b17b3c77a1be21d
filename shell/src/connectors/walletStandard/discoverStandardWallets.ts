import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { standardWalletSchema } from './standardWallet'

/**
 * Wallets registered through the Wallet Standard that `accepts` (a namespace's chains and
 * features), now and whenever one registers or unregisters. A wallet that does not have the
 * standard's shape is left out with a warning. Returns a function that stops listening.
 *
 * @example
 * const stop = discoverStandardWallets(isSolanaWallet, (wallets) => render(wallets))
 */
export function discoverStandardWallets(
  accepts: (wallet: Wallet) => boolean,
  onChange: (wallets: readonly Wallet[]) => void,
  warn: (...args: unknown[]) => void = console.warn,
): () => void {
  const registry = getWallets()
  const warned = new WeakSet<Wallet>()
  const valid = (wallet: Wallet) => {
    const parsed = standardWalletSchema.safeParse(wallet)
    if (parsed.success) return true
    if (!warned.has(wallet)) {
      warned.add(wallet)
      warn('[portico] ignored a Wallet Standard wallet without the standard shape:', parsed.error.issues[0]?.message)
    }
    return false
  }
  const emit = () => onChange(registry.get().filter((wallet) => valid(wallet) && accepts(wallet)))
  const offRegister = registry.on('register', emit)
  const offUnregister = registry.on('unregister', emit)
  emit()
  return () => {
    offRegister()
    offUnregister()
  }
}
