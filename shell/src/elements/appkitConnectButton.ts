import { defineOpenButtonElement } from './defineOpenButtonElement'

/** `<appkit-connect-button>`: always the connect button; opens Connect (Account once connected). */
export function defineAppKitConnectButton(registry: CustomElementRegistry) {
  defineOpenButtonElement(registry, 'appkit-connect-button', {
    subscribe: (appKit, render) => appKit.subscribeAccount(render),
    render(button, appKit, element, t) {
      const { status } = appKit.getAccount()
      button.dataset.status = status === 'connected' ? 'disconnected' : status
      button.textContent = status === 'connecting' ? (element.getAttribute('loadingLabel') ?? t('connecting')) : (element.getAttribute('label') ?? t('connectWallet'))
    },
  })
}
