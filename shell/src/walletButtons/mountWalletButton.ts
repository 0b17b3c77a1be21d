import { adoptStyles, formatMessage, getErrorMessage, localeDirection, type Translate } from '@portico/contracts'
import { whenAppKit } from '../core/activeAppKit'
import type { AppKit } from '../appKit'
import type { ElementsMessageKey } from '../elements/elementsCatalogue'
import { elementStyles } from '../elements/elementStyles'
import en from '../elements/messages/en.json'
import { connectNamedWallet } from './connectNamedWallet'
import { walletLabel } from './walletLabel'
import { resolveWalletName } from './walletNames'
import { loadShellCore, shellBootOf } from '../core/shellCoreOf'

const english: Translate<ElementsMessageKey> = (key, args) => formatMessage(en, key, args) ?? key
const styles = `${elementStyles}button{display:inline-flex;align-items:center;gap:8px}img{width:20px;height:20px;border-radius:5px}img:not([src]){display:none}button[aria-busy=true]{opacity:.8;cursor:progress}`

/**
 * Renders `<appkit-wallet-button>` (its shadow root: one button with the wallet's icon and name)
 * and connects its wallet on click. Returns what the element calls on an attribute change and on
 * removal.
 */
export function mountWalletButton(element: HTMLElement) {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
  // A constructed sheet, not a <style>: a page whose CSP has no 'unsafe-inline' takes it.
  adoptStyles(shadow, styles)
  shadow.innerHTML = '<button type="button" part="button"><img alt=""><span></span></button>'
  const button = shadow.querySelector('button') as HTMLButtonElement
  const icon = shadow.querySelector('img') as HTMLImageElement
  const text = shadow.querySelector('span') as HTMLSpanElement
  const target = () => resolveWalletName(element.getAttribute('wallet') ?? '')
  let t = english
  let pending = false
  /** A catalogue wallet's name and icon, once looked up (on intent). */
  let looked: { id: string; name: string; icon: string | undefined } | undefined
  let appKit: AppKit | undefined

  const render = () => {
    const wallet = target()
    const core = appKit ? shellBootOf(appKit) : undefined
    const installed = core && wallet.kind === 'wallet' ? core.store.get(core.atoms.announcedWallets).find((w) => w.info.rdns === (wallet.rdns ?? wallet.id)) : undefined
    const found = wallet.kind === 'wallet' && looked?.id === wallet.id ? looked : undefined
    const name = element.getAttribute('label') ?? walletLabel(wallet) ?? installed?.info.name ?? found?.name
    const src = installed?.info.icon ?? found?.icon
    if (src) icon.src = src
    else icon.removeAttribute('src')
    if (core) button.dir = localeDirection(core.store.get(core.i18n.locale))
    text.textContent = pending ? t('connecting') : (name ?? t('connectWallet'))
    button.setAttribute('aria-busy', String(pending))
  }

  /** Hover or focus: what the click will need starts loading (the catalogue record, the modal). */
  const intent = () => {
    if (!appKit) return
    const wallet = target()
    if (wallet.kind !== 'wallet') return appKit.prefetch()
    const { log } = shellBootOf(appKit)
    void loadShellCore(appKit)
      .then(async (core) => {
        core.intentForView()
        if (wallet.name || looked?.id === wallet.id || core.store.get(core.atoms.announcedWallets).some((w) => w.info.rdns === wallet.id)) return
        const { catalogue } = await core.loadIntentActions()
        const record = await catalogue.findWallet(wallet.id, undefined)
        if (record) looked = { id: wallet.id, name: record.name, icon: record.image_id ? catalogue.imageUrl('walletImages', record.image_id) : undefined }
        render()
      })
      .catch((error: unknown) => log.warn('wallet button:', getErrorMessage(error)))
  }

  const click = () => {
    if (!appKit || pending) return
    const { log } = shellBootOf(appKit)
    pending = true
    render()
    connectNamedWallet(appKit, target())
      .catch((error: unknown) => log.warn('wallet button:', getErrorMessage(error)))
      .finally(() => {
        pending = false
        render()
      })
  }

  button.addEventListener('pointerenter', intent)
  button.addEventListener('focus', intent)
  button.addEventListener('click', click)
  const cleanups: (() => void)[] = []
  cleanups.push(
    whenAppKit((active) => {
      appKit = active
      const { store, atoms, i18n, log } = shellBootOf(active)
      // A wallet button on the page is the dapp's intent: the core loads now, so a social login's
      // window can open within the click. Installed wallets name themselves; asking them to
      // announce sends nothing over the network.
      loadShellCore(active)
        .then((core) => {
          if (target().kind === 'wallet') core.connection.discover()
        })
        .catch((error: unknown) => log.warn('wallet button:', getErrorMessage(error)))
      cleanups.push(store.sub(atoms.announcedWallets, render))
      cleanups.push(store.sub(i18n.locale, render))
      let unsubscribeMessages = () => {}
      cleanups.push(
        i18n.whenLoaded((host) => {
          const update = () => {
            t = store.get(host.elements)
            render()
          }
          unsubscribeMessages = store.sub(host.elements, update)
          update()
        }),
      )
      cleanups.push(() => unsubscribeMessages())
      render()
    }),
  )
  render()
  return {
    update: render,
    unmount() {
      button.removeEventListener('pointerenter', intent)
      button.removeEventListener('focus', intent)
      button.removeEventListener('click', click)
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
}
