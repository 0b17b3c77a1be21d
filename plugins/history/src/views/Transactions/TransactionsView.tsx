import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { FetchTransactions } from '../../actions/fetchTransactions'
import type { HistoryAtoms } from '../../atoms'
import { TransactionList } from '../TransactionList/TransactionList'

/** The full Transactions view (SPEC section 3): every page of the account's activity. */
export function createTransactionsView(host: PluginHost, atoms: HistoryAtoms, fetchTransactions: FetchTransactions) {
  return function TransactionsView() {
    const account = useAtomValue(host.atoms.account)
    const t = useAtomValue(atoms.messages)
    if (!account.address) {
      return (
        <p className="view muted" role="alert">
          {t('connectToSeeActivity')}
        </p>
      )
    }
    return (
      <div className="view transactions-view">
        <TransactionList host={host} atoms={atoms} fetchTransactions={fetchTransactions} />
      </div>
    )
  }
}
