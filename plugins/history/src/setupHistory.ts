import type { PluginHost, PluginRegistration } from '@portico/contracts'
import type { FetchTransactions } from './actions/fetchTransactions'
import { createHistoryAtoms, type HistoryAtoms } from './atoms'

/** The plugin's setup, returning its atoms too so tests can drive them. */
export function setupHistory(host: PluginHost): { registration: PluginRegistration; atoms: HistoryAtoms } {
  const atoms = createHistoryAtoms(host)
  // One fetcher for the tabs and the view, so a page in flight is never fetched twice.
  let fetcher: Promise<FetchTransactions> | undefined
  const loadFetcher = () => (fetcher ??= import('./actions/fetchTransactions').then((m) => m.createTransactionsFetcher(host, atoms)))
  const registration: PluginRegistration = {
    views: {
      Transactions: {
        load: async () => (await import('./views/Transactions/TransactionsView')).createTransactionsView(host, atoms, await loadFetcher()),
      },
    },
    slots: {
      accountTabs: [
        {
          label: 'NFTs',
          load: async () => (await import('./views/NftsTab/NftsTab')).createNftsTab(host, atoms, await loadFetcher()),
        },
        {
          label: 'Activity',
          load: async () => (await import('./views/ActivityTab/ActivityTab')).createActivityTab(host, atoms, await loadFetcher()),
        },
      ],
    },
  }
  return { registration, atoms }
}
