import { whenAppKit } from '../core/activeAppKit'
import type { ModalCode } from '../core/loadModalCode'
import { shellBootOf } from '../core/shellCoreOf'

/**
 * `<appkit-modal>`: where an embedded modal (`enableEmbedded: true`) renders inline, always
 * visible. Placing it on the page is the dapp's intent, so the modal code loads right away.
 */
export function defineAppKitModal(registry: CustomElementRegistry, loadModalCode: () => Promise<ModalCode>) {
  if (registry.get('appkit-modal')) return
  registry.define(
    'appkit-modal',
    class AppKitModal extends HTMLElement {
      connectedCallback() {
        whenAppKit((appKit) => {
          if (!shellBootOf(appKit).options.enableEmbedded || this.shadowRoot) return
          appKit.prefetch()
          const mount = () =>
            loadModalCode()
              .then(({ modal, modalCore }) => modal.mountModal(modalCore, this, true))
              .catch((error: unknown) => {
                // Offline: mounted once the browser is back online.
                shellBootOf(appKit).log.error('embedded modal failed to load:', error)
                window.addEventListener('online', () => void mount(), { once: true })
              })
          void mount()
        })
      }
    },
  )
}
