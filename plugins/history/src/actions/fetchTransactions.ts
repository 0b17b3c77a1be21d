import { ACTIVITY_CHAINS, ACTIVITY_LIST_CAP, getErrorMessage, ThrownMessages, UserMessages, type PluginHost } from '@portico/contracts'
import { fetchTransactionsPage } from '../api'
import type { HistoryAtoms } from '../atoms'
import { visibleTransactions } from '../transactions/visibleTransactions'

const isActivityChain = (namespace: string) => (ACTIVITY_CHAINS as readonly string[]).includes(namespace)

export interface FetchTransactionsParameters {
  /** Starts the list afresh (a new mount, account or network) instead of fetching the next page. */
  reset?: boolean
}

/** Fetches the first page afresh, or the next one. */
export type FetchTransactions = (parameters?: FetchTransactionsParameters) => Promise<void>

/**
 * Fetches the first page (`reset`) or the next one. SPEC section 4: loading, then success (append
 * and group) or failure ('Failed to fetch transactions': empty, cursor cleared, and `failed` set
 * so the list offers Retry rather than claiming there is no activity). Throws
 * 'Transactions can't be fetched without an accountAddress' when nobody is connected.
 */
export function createTransactionsFetcher(host: PluginHost, atoms: HistoryAtoms): FetchTransactions {
  const { store } = host
  // Only the latest request may write: a reset (new mount, new account) outdates a page in flight.
  let latest = 0
  // The cursors this list has already been fetched with.
  const followed = new Set<string>()

  return async function fetchTransactions({ reset = false } = {}) {
    const { address, caipAddress } = store.get(host.atoms.account)
    const network = store.get(host.atoms.network)
    if (!address || !caipAddress) throw new Error(ThrownMessages.TRANSACTIONS_NEED_ACCOUNT_ADDRESS)
    const sameList = store.get(atoms.fetchedFor) === caipAddress
    if (!reset && sameList && (store.get(atoms.loading) || store.get(atoms.next) === undefined)) return
    const request = ++latest
    const cursor = reset || !sameList ? undefined : store.get(atoms.next)
    if (cursor === undefined) {
      store.set(atoms.transactions, [])
      store.set(atoms.next, undefined)
      store.set(atoms.capped, false)
    }
    store.set(atoms.fetchedFor, caipAddress)
    if (!network || !isActivityChain(network.chainNamespace)) {
      store.set(atoms.failed, false)
      store.set(atoms.empty, true)
      return
    }
    store.set(atoms.loading, true)
    store.set(atoms.empty, false)
    store.set(atoms.failed, false)
    try {
      const page = await fetchTransactionsPage(host, { account: address, cursor, chainId: network.caipNetworkId })
      if (request !== latest) return
      // A transaction already listed is not listed again, and a cursor already followed ends the
      // list: an API that repeats itself cannot make it grow for ever.
      const listed = store.get(atoms.transactions)
      const ids = new Set(listed.map((transaction) => transaction.id))
      const fresh = page.data.filter((transaction) => !ids.has(transaction.id) && ids.add(transaction.id))
      // The list holds the latest ACTIVITY_LIST_CAP and stops paging there.
      const capped = listed.length + fresh.length >= ACTIVITY_LIST_CAP
      const transactions = [...listed, ...fresh].slice(0, ACTIVITY_LIST_CAP)
      if (cursor === undefined) followed.clear()
      if (cursor !== undefined) followed.add(cursor)
      const next = page.next ?? undefined
      store.set(atoms.transactions, transactions)
      store.set(atoms.capped, capped)
      store.set(atoms.next, capped || next === undefined || next === cursor || followed.has(next) ? undefined : next)
      store.set(atoms.empty, visibleTransactions(transactions, network.caipNetworkId).length === 0 && store.get(atoms.next) === undefined)
    } catch (error) {
      if (request !== latest) return
      host.log.warn('transactions failed:', getErrorMessage(error))
      host.notify.toast(UserMessages.FAILED_TO_FETCH_TRANSACTIONS, 'error')
      store.set(atoms.transactions, [])
      store.set(atoms.next, undefined)
      store.set(atoms.capped, false)
      store.set(atoms.empty, true)
      store.set(atoms.failed, true)
    } finally {
      if (request === latest) store.set(atoms.loading, false)
    }
  }
}

