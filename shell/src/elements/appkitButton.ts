import { accountLabel } from './accountLabel'
import { defineOpenButtonElement } from './defineOpenButtonElement'

/**
 * `<appkit-button>`: 'Connect Wallet' when disconnected, balance and address when connected.
 * Attributes as AppKit's: `label`, `loadingLabel`, `balance="hide"`.
 */
export function defineAppKitButton(registry: CustomElementRegistry) {
  defineOpenButtonElement(registry, 'appkit-button', {
    subscribe: (appKit, render) => appKit.subscribeAccount(render),
    render(button, appKit, element, t) {
      const account = appKit.getAccount()
      button.dataset.status = account.status
      if (account.status === 'connected' && account.address) {
        button.textContent = accountLabel(account, element.getAttribute('balance') !== 'hide')
        button.title = button.textContent
        button.setAttribute('aria-label', t('accountLabel', { address: account.address }))
        return
      }
      button.textContent =
        account.status === 'connecting' ? (element.getAttribute('loadingLabel') ?? t('connecting')) : (element.getAttribute('label') ?? t('connectWallet'))
      button.removeAttribute('aria-label')
      button.removeAttribute('title')
    },
  })
}
