import type { PluginDescriptionSource } from '@portico/contracts'

/** Where History shows: the Account view's Activity tab, and the Transactions view. */
export const description: PluginDescriptionSource = {
  id: 'history',
  views: { Transactions: { title: 'Activity' } },
  slots: { accountTabs: [{ label: 'Activity' }] },
}
