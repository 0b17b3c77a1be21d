import type { Plugin } from '@portico/contracts'

/** Receive: the connected address as a QR code, with copy and the networks it accepts. */
const plugin: Plugin = {
  id: 'receive',
  contractVersion: __PORTICO_CONTRACT_VERSION__,
  setup(host) {
    return {
      views: {
        WalletReceive: {
          load: async () => {
            const { createWalletReceiveView } = await import('./views/WalletReceive/WalletReceiveView')
            return createWalletReceiveView(host)
          },
        },
      },
    }
  },
}

// Module Federation exposes the module; the shell reads its default export.
export default plugin
