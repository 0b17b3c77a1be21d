import type { PluginDescriptionSource } from '@portico/contracts'

/** Where History shows: the Account view's NFTs and Activity tabs (both read the history), and the Transactions view. */
export const description: PluginDescriptionSource = {
  id: 'history',
  views: { Transactions: { title: 'Activity' } },
  slots: { accountTabs: [{ label: 'NFTs' }, { label: 'Activity' }] },
}
