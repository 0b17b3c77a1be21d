import type { ShellCore } from '../core/createShellCore'
import type { LookedUpWallet } from './walletButtonFace'
import type { WalletTarget } from './walletNames'

/**
 * A catalogue wallet's name and icon for a button that names it by id only; undefined when the
 * button already has a name (a brand, an installed wallet, an earlier lookup) or the catalogue
 * has no such wallet.
 *
 * @example looked = (await lookUpButtonWallet(core, target(), looked)) ?? looked
 */
export async function lookUpButtonWallet(core: Pick<ShellCore, 'store' | 'atoms' | 'loadIntentActions'>, wallet: WalletTarget, looked: LookedUpWallet | undefined): Promise<LookedUpWallet | undefined> {
  if (wallet.kind !== 'wallet' || wallet.name || looked?.id === wallet.id) return undefined
  if (core.store.get(core.atoms.announcedWallets).some((w) => w.info.rdns === wallet.id)) return undefined
  const { catalogue } = await core.loadIntentActions()
  const record = await catalogue.findWallet(wallet.id, undefined)
  return record ? { id: wallet.id, name: record.name, icon: record.image_id ? catalogue.imageUrl('walletImages', record.image_id) : undefined } : undefined
}
