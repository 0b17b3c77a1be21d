import { ONRAMP_CHAINS, type PluginDescriptionSource } from '@portico/contracts'
import { onrampIcon } from './onrampIcon'

/** Where Buy shows: an Account view action on the onramp chains (SPEC section 9). */
export const description: PluginDescriptionSource = {
  id: 'onramp',
  views: { OnRampProviders: { title: 'Buy' }, BuyInProgress: { title: 'Buy in progress' } },
  slots: { accountActions: [{ label: 'Buy', view: 'OnRampProviders', icon: onrampIcon, namespaces: [...ONRAMP_CHAINS] }] },
}
