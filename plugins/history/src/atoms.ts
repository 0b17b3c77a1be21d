import { groupTransactions, type PluginHost, type Transaction, type TransactionGroup, type Translate } from '@portico/contracts'
// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type Atom, type PrimitiveAtom } from 'jotai'
import { historyCatalogue, type HistoryMessageKey } from './i18n/historyCatalogue'
import { visibleTransactions } from './transactions/visibleTransactions'

/** The transaction list state of SPEC section 3. */
export interface HistoryAtoms {
  /** Every transaction fetched so far, as the API sent them, pages appended. */
  transactions: PrimitiveAtom<readonly Transaction[]>
  /** What the user sees: spam hidden, the connected chain only, by year then month. */
  grouped: Atom<TransactionGroup[]>
  loading: PrimitiveAtom<boolean>
  empty: PrimitiveAtom<boolean>
  /** The last fetch failed: the list shows the error and Retry, not 'No activity yet'. */
  failed: PrimitiveAtom<boolean>
  /** The list reached ACTIVITY_LIST_CAP: it shows the latest transactions only. */
  capped: PrimitiveAtom<boolean>
  /** Cursor of the next page; undefined once the last page is in. */
  next: PrimitiveAtom<string | undefined>
  /** Whose list this is (caipAddress), so another account or network starts afresh. */
  fetchedFor: PrimitiveAtom<string | undefined>
  /** The plugin's messages in the host's locale. */
  messages: Atom<Translate<HistoryMessageKey>>
}

/** The transaction list state of SPEC section 3, as this plugin's own atoms (created in setup). */
export function createHistoryAtoms(host: PluginHost): HistoryAtoms {
  const transactions = atom<readonly Transaction[]>([])
  return {
    /** Every transaction fetched so far, as the API sent them, pages appended. */
    transactions,
    /** What the user sees: spam hidden, the connected chain only, by year then month. */
    grouped: atom((get) => groupTransactions(visibleTransactions(get(transactions), get(host.atoms.network)?.caipNetworkId))),
    loading: atom(false),
    empty: atom(false),
    /** The last fetch failed: the list shows the error and Retry, not 'No activity yet'. */
    failed: atom(false),
    /** The list reached ACTIVITY_LIST_CAP: it shows the latest transactions only. */
    capped: atom(false),
    /** Cursor of the next page; undefined once the last page is in. */
    next: atom<string | undefined>(undefined),
    /** Whose list this is (caipAddress), so another account or network starts afresh. */
    fetchedFor: atom<string | undefined>(undefined),
    /** The plugin's messages in the host's locale. */
    messages: host.i18n.translator(historyCatalogue),
  }
}
