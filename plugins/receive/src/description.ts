import type { PluginDescriptionSource } from '@portico/contracts'
import { receiveIcon } from './receiveIcon'

/** Where Receive shows: an Account view action on every namespace. */
export const description: PluginDescriptionSource = {
  id: 'receive',
  views: { WalletReceive: { title: 'Receive' } },
  slots: { accountActions: [{ label: 'Receive', view: 'WalletReceive', icon: receiveIcon }] },
}
