import { accountLabel } from './accountLabel'
import { defineOpenButtonElement } from './defineOpenButtonElement'

/** `<appkit-account-button>`: balance and address, opening Account; hidden while disconnected. */
export function defineAppKitAccountButton(registry: CustomElementRegistry) {
  defineOpenButtonElement(registry, 'appkit-account-button', {
    view: () => 'Account',
    subscribe: (appKit, render) => appKit.subscribeAccount(render),
    render(button, appKit, element, t) {
      const account = appKit.getAccount()
      button.dataset.status = 'connected'
      button.hidden = account.status !== 'connected'
      button.textContent = accountLabel(account, element.getAttribute('balance') !== 'hide')
      button.title = button.textContent
      if (account.address) button.setAttribute('aria-label', t('accountLabel', { address: account.address }))
    },
  })
}
