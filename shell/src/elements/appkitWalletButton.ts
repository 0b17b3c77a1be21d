interface MountedWalletButton {
  update: () => void
  unmount: () => void
}

/**
 * `<appkit-wallet-button wallet="metamask">`: connects one named wallet in a click (see
 * walletButtons/connectNamedWallet). Only this stub ships with the page; the button's code is the
 * `wallet-button` chunk, loaded when such an element is on the page.
 */
export function defineAppKitWalletButton(registry: CustomElementRegistry) {
  if (registry.get('appkit-wallet-button')) return
  registry.define(
    'appkit-wallet-button',
    class extends HTMLElement {
      static observedAttributes = ['wallet', 'label']
      #mounted: MountedWalletButton | undefined

      connectedCallback() {
        void import(/* webpackChunkName: "wallet-button" */ '../walletButtons/mountWalletButton').then(({ mountWalletButton }) => {
          if (this.isConnected && !this.#mounted) this.#mounted = mountWalletButton(this)
        })
      }

      attributeChangedCallback() {
        this.#mounted?.update()
      }

      disconnectedCallback() {
        this.#mounted?.unmount()
        this.#mounted = undefined
      }
    },
  )
}
