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
  // A token of the Tokens tab opens Send with it.
  slots: { accountActions: [{ label: 'Send', view: 'WalletSend', icon: sendIcon }], tokenAction: { view: 'WalletSend' } },
}
