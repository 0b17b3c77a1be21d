import { CONTRACT_VERSION, messageText, type Plugin } from '@portico/contracts'
import { receiveCatalogue } from './i18n/receiveCatalogue'
import { receiveIcon } from './receiveIcon'

/** Receive: the connected address as a QR code, with copy and the networks it accepts. */
const plugin: Plugin = {
  id: 'receive',
  contractVersion: CONTRACT_VERSION,
  setup(host) {
    const messages = host.i18n.translator(receiveCatalogue)
    return {
      views: {
        WalletReceive: {
          title: messageText(messages, 'receive'),
          load: async () => {
            const { createWalletReceiveView } = await import('./views/WalletReceive/WalletReceiveView')
            return createWalletReceiveView(host, messages)
          },
        },
      },
      slots: { accountActions: [{ label: messageText(messages, 'receive'), view: 'WalletReceive', icon: receiveIcon }] },
    }
  },
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
