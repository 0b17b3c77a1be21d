import { truncateAddress } from '@portico/contracts'
import { whenAppKit } from '../core/activeAppKit'
import { elementStyles } from './elementStyles'
import { wireOpenButton } from './wireOpenButton'

/**
 * `<appkit-button>`: connect when disconnected, balance and address when connected. Plain DOM in
 * a shadow root: the page pays for this button only. Hover or focus is the user's intent and
 * starts loading the modal.
 */
export function defineAppKitButton(registry: CustomElementRegistry) {
  if (registry.get('appkit-button')) return
  registry.define(
    'appkit-button',
    class AppKitButton extends HTMLElement {
      #cleanup: (() => void) | undefined

      connectedCallback() {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        shadow.innerHTML = `<style>${elementStyles}</style><button type="button" part="button"></button>`
        const button = shadow.querySelector('button') as HTMLButtonElement
        button.textContent = this.getAttribute('label') ?? 'Connect Wallet'
        this.#cleanup = whenAppKit((appKit) => {
          const render = () => {
            const { status, address, balance, balanceSymbol } = appKit.getAccount()
            button.dataset.status = status
            button.disabled = false
            if (status === 'connected' && address) {
              const showBalance = this.getAttribute('balance') !== 'hide' && balance !== undefined
              button.textContent = `${showBalance ? `${balance} ${balanceSymbol ?? ''} · ` : ''}${truncateAddress(address)}`
              button.setAttribute('aria-label', `Account ${address}`)
            } else {
              button.textContent = status === 'connecting' ? (this.getAttribute('loadingLabel') ?? 'Connecting...') : (this.getAttribute('label') ?? 'Connect Wallet')
              button.removeAttribute('aria-label')
            }
          }
          const unwire = wireOpenButton(button, appKit)
          const unsubscribe = appKit.subscribeAccount(render)
          render()
          this.#cleanup = () => {
            unsubscribe()
            unwire()
          }
        })
      }

      disconnectedCallback() {
        this.#cleanup?.()
      }
    },
  )
}
