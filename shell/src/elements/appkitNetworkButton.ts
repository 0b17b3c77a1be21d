import { whenAppKit } from '../core/activeAppKit'
import { elementStyles } from './elementStyles'
import { wireOpenButton } from './wireOpenButton'

/** `<appkit-network-button>`: the active network's name; opens the Networks view. */
export function defineAppKitNetworkButton(registry: CustomElementRegistry) {
  if (registry.get('appkit-network-button')) return
  registry.define(
    'appkit-network-button',
    class AppKitNetworkButton extends HTMLElement {
      #cleanup: (() => void) | undefined

      connectedCallback() {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        shadow.innerHTML = `<style>${elementStyles}</style><button type="button" part="button" class="network"></button>`
        const button = shadow.querySelector('button') as HTMLButtonElement
        this.#cleanup = whenAppKit((appKit) => {
          const render = () => {
            const network = appKit.getCaipNetwork()
            button.textContent = network?.name ?? 'Network'
            button.setAttribute('aria-label', `Network: ${network?.name ?? 'none'}`)
          }
          const unwire = wireOpenButton(button, appKit, 'Networks')
          const unsubscribe = appKit.subscribeNetwork(render)
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
