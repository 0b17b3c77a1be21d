import { defineOpenButtonElement } from './defineOpenButtonElement'

/** `<appkit-network-button>`: the active network's name; opens the Networks view. */
export function defineAppKitNetworkButton(registry: CustomElementRegistry) {
  defineOpenButtonElement(registry, 'appkit-network-button', {
    view: () => 'Networks',
    subscribe: (appKit, render) => appKit.subscribeNetwork(render),
    render(button, appKit, _element, t) {
      const network = appKit.getCaipNetwork()
      button.className = 'network'
      button.textContent = network?.name ?? t('network')
      button.setAttribute('aria-label', network ? t('networkLabel', { name: network.name }) : t('noNetworkLabel'))
    },
  })
}
