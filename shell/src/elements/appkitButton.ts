import { accountLabel } from './accountLabel'
import { defineOpenButtonElement } from './defineOpenButtonElement'

/**
 * `<appkit-button>`: 'Connect Wallet' when disconnected, balance and address when connected.
 * Attributes as AppKit's: `label`, `loadingLabel`, `balance="hide"`.
 */
export function defineAppKitButton(registry: CustomElementRegistry) {
  defineOpenButtonElement(registry, 'appkit-button', {
    subscribe: (appKit, render) => appKit.subscribeAccount(render),
    render(button, appKit, element) {
      const account = appKit.getAccount()
      button.dataset.status = account.status
      if (account.status === 'connected' && account.address) {
        button.textContent = accountLabel(account, element.getAttribute('balance') !== 'hide')
        button.setAttribute('aria-label', `Account ${account.address}`)
        return
      }
      button.textContent =
        account.status === 'connecting' ? (element.getAttribute('loadingLabel') ?? 'Connecting...') : (element.getAttribute('label') ?? 'Connect Wallet')
      button.removeAttribute('aria-label')
    },
  })
}
