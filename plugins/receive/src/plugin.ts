import { CONTRACT_VERSION, type Plugin } from '@portico/contracts'
import { receiveIcon } from './receiveIcon'

/** Receive: the connected address as a QR code, with copy and the networks it accepts. */
const plugin: Plugin = {
  id: 'receive',
  contractVersion: CONTRACT_VERSION,
  setup(host) {
    return {
      views: {
        WalletReceive: {
          title: 'Receive',
          load: async () => {
            const { createWalletReceiveView } = await import('./views/WalletReceive/WalletReceiveView')
            return createWalletReceiveView(host)
          },
        },
      },
      slots: { accountActions: [{ label: 'Receive', view: 'WalletReceive', icon: receiveIcon }] },
    }
  },
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
