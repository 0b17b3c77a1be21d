import type { PluginDescriptionSource } from '@portico/contracts'
import { nameIcon } from './nameIcon'

/**
 * Where account names show: an Account action to choose one, only for the embedded wallet (AUTH)
 * on eip155 (SPEC section 6: names on eip155 only), and only while the account has no profile name.
 */
export const description: PluginDescriptionSource = {
  id: 'names',
  views: {
    RegisterAccountName: { title: 'Choose Name' },
    RegisterAccountNameSuccess: { title: 'Account Name' },
  },
  slots: {
    accountActions: [
      { label: 'Choose a name', view: 'RegisterAccountName', icon: nameIcon, namespaces: ['eip155'], connectorTypes: ['AUTH'], withoutProfileName: true },
    ],
  },
}
