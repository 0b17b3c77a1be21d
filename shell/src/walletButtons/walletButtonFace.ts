import type { Translate } from '@portico/contracts'
import type { AnnouncedWallet } from '../connectors/injected/announcedWallet'
import type { ElementsMessageKey } from '../elements/elementsCatalogue'
import { walletLabel } from './walletLabel'
import type { WalletTarget } from './walletNames'

/** A catalogue wallet's name and icon, once looked up (on intent). */
export interface LookedUpWallet {
  id: string
  name: string
  icon: string | undefined
}

export interface WalletButtonFaceParameters {
  wallet: WalletTarget
  /** The page's `label` attribute: it wins over every name. */
  label: string | null
  installed: readonly AnnouncedWallet[]
  looked: LookedUpWallet | undefined
  pending: boolean
  t: Translate<ElementsMessageKey>
}

export interface WalletButtonFace {
  text: string
  /** The icon's URL; none hides the image. */
  icon: string | undefined
}

/**
 * What a wallet button shows: 'Connecting...' while it connects, else the page's label, the
 * brand, the installed wallet's or the catalogue's name, else 'Connect Wallet'; the installed
 * wallet's icon, else the catalogue's.
 *
 * @example walletButtonFace({ wallet, label: null, installed, looked: undefined, pending: false, t }).text // 'MetaMask'
 */
export function walletButtonFace({ wallet, label, installed, looked, pending, t }: WalletButtonFaceParameters): WalletButtonFace {
  const announced = wallet.kind === 'wallet' ? installed.find((w) => w.info.rdns === (wallet.rdns ?? wallet.id)) : undefined
  const found = wallet.kind === 'wallet' && looked?.id === wallet.id ? looked : undefined
  const name = label ?? walletLabel(wallet) ?? announced?.info.name ?? found?.name
  return { text: pending ? t('connecting') : (name ?? t('connectWallet')), icon: announced?.info.icon ?? found?.icon }
}
