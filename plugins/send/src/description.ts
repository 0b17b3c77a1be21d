import type { PluginDescriptionSource } from '@portico/contracts'
import { sendIcon } from './sendIcon'

/** Where Send shows: an Account view action, then its own three views. */
export const description: PluginDescriptionSource = {
  id: 'send',
  views: {
    WalletSend: { title: 'Send' },
    WalletSendSelectToken: { title: 'Select Token' },
    WalletSendPreview: { title: 'Review Send' },
  },
  slots: { accountActions: [{ label: 'Send', view: 'WalletSend', icon: sendIcon }] },
}
