import type { PluginDescriptionSource } from '@portico/contracts'
import { swapsIcon } from './swapsIcon'

/**
 * Where Swap shows: an Account view action on eip155 (the plugin then keeps it to the networks the
 * dapp swaps on), then its three views. `open({ view: 'Swap', arguments })` opens it prefilled.
 */
export const description: PluginDescriptionSource = {
  id: 'swaps',
  views: {
    Swap: { title: 'Swap' },
    SwapSelectToken: { title: 'Select token' },
    SwapPreview: { title: 'Review swap' },
  },
  slots: { accountActions: [{ label: 'Swap', view: 'Swap', icon: swapsIcon, namespaces: ['eip155'] }] },
}
