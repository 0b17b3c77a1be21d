import { adoptStyles, formatMessage, getErrorMessage, localeDirection, type Translate } from '@portico/contracts'
import { whenAppKit } from '../core/activeAppKit'
import type { AppKit } from '../appKit'
import type { ElementsMessageKey } from '../elements/elementsCatalogue'
import { elementStyles } from '../elements/elementStyles'
import en from '../elements/messages/en.json'
import { bindWalletButton } from './bindWalletButton'
import { connectNamedWallet } from './connectNamedWallet'
import { lookUpButtonWallet } from './lookUpButtonWallet'
import { walletButtonFace, type LookedUpWallet } from './walletButtonFace'
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
  let looked: LookedUpWallet | undefined
  let appKit: AppKit | undefined

  const render = () => {
    const boot = appKit ? shellBootOf(appKit) : undefined
    const installed = boot ? boot.store.get(boot.atoms.announcedWallets) : []
    const face = walletButtonFace({ wallet: target(), label: element.getAttribute('label'), installed, looked, pending, t })
    if (face.icon) icon.src = face.icon
    else icon.removeAttribute('src')
    if (boot) button.dir = localeDirection(boot.store.get(boot.i18n.locale))
    text.textContent = face.text
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
        const found = await lookUpButtonWallet(core, wallet, looked)
        if (!found) return
        looked = found
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
      cleanups.push(bindWalletButton(active, { target, render, translate: (next) => (t = next) }))
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
