import { getErrorMessage, type Translate } from '@portico/contracts'
import type { AppKit } from '../appKit'
import { loadShellCore, shellBootOf } from '../core/shellCoreOf'
import type { ElementsMessageKey } from '../elements/elementsCatalogue'
import type { WalletTarget } from './walletNames'

export interface WalletButtonBinding {
  target: () => WalletTarget
  /** Draws the button again (installed wallets, the locale or the messages changed). */
  render: () => void
  /** The elements' messages in the locale, each time they load or change. */
  translate: (t: Translate<ElementsMessageKey>) => void
}

/**
 * Ties a wallet button to the active AppKit: the core loads at once (a wallet button on the page
 * is the dapp's intent, so a social login's window can open within the click), installed wallets
 * are asked to announce for a wallet target, and the button follows the installed wallets, the
 * locale and its messages. Returns what stops all of it.
 *
 * @example cleanups.push(bindWalletButton(appKit, { target, render, translate }))
 */
export function bindWalletButton(appKit: AppKit, binding: WalletButtonBinding): () => void {
  const { store, atoms, i18n, log } = shellBootOf(appKit)
  // Installed wallets name themselves; asking them to announce sends nothing over the network.
  loadShellCore(appKit)
    .then((core) => {
      if (binding.target().kind === 'wallet') core.connection.discover()
    })
    .catch((error: unknown) => log.warn('wallet button:', getErrorMessage(error)))
  let unsubscribeMessages = () => {}
  const cleanups = [
    store.sub(atoms.announcedWallets, binding.render),
    store.sub(i18n.locale, binding.render),
    i18n.whenLoaded((host) => {
      const update = () => {
        binding.translate(store.get(host.elements))
        binding.render()
      }
      unsubscribeMessages = store.sub(host.elements, update)
      update()
    }),
    () => unsubscribeMessages(),
  ]
  binding.render()
  return () => {
    for (const cleanup of cleanups) cleanup()
  }
}
