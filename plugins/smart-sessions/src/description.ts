import type { PluginDescriptionSource } from '@portico/contracts'
import { sessionsIcon } from './sessionsIcon'

/**
 * Where smart sessions show: an Account action on eip155 for the embedded wallet (AUTH), the one
 * connector whose account can grant sessions (its EIP-7702 smart account). The code loads when
 * the Account view shows the action, or when the dapp calls `grantPermissions`.
 */
export const description: PluginDescriptionSource = {
  id: 'smartSessions',
  views: { SmartSessions: { title: 'Sessions' } },
  slots: { accountActions: [{ label: 'Sessions', view: 'SmartSessions', icon: sessionsIcon, namespaces: ['eip155'], connectorTypes: ['AUTH'] }] },
}
