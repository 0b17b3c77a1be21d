import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { FetchTransactions } from '../../actions/fetchTransactions'
import type { HistoryAtoms } from '../../atoms'
import { TransactionList } from '../TransactionList/TransactionList'

/** The Account view's Activity tab: the same list, with a way to the full Transactions view. */
export function createActivityTab(host: PluginHost, atoms: HistoryAtoms, fetchTransactions: FetchTransactions) {
  return function ActivityTab() {
    const account = useAtomValue(host.atoms.account)
    const t = useAtomValue(atoms.messages)
    if (!account.address) return null
    return (
      <div className="activity-tab" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <TransactionList host={host} atoms={atoms} fetchTransactions={fetchTransactions} />
        <button type="button" className="link" onClick={() => host.router.push('Transactions')}>
          {t('viewAllActivity')}
        </button>
      </div>
    )
  }
}
