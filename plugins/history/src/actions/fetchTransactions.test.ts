import { ACTIVITY_LIST_CAP, type AccountState, type ApiClient } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { createHistoryAtoms } from '../atoms'
import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'
import { spamNft, transactionFixture } from '../transactions/fixtures'
import { createTransactionsFetcher } from './fetchTransactions'

type Answer = (query: Record<string, unknown>) => Promise<unknown>

const setup = (answer: Answer, account?: AccountState) => {
  const requests: { path: string; query: Record<string, unknown> }[] = []
  const get = (async (path: string, schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, query: Record<string, unknown>) => {
    requests.push({ path, query })
    const parsed = schema.safeParse(await answer(query))
    if (!parsed.success) throw new Error('invalid')
    return parsed.data
  }) as ApiClient['get']
  const test = createTestHost({ blockchain: { get }, ...(account ? { account } : {}) })
  const atoms = createHistoryAtoms(test.host)
  return { ...test, atoms, requests, fetchTransactions: createTransactionsFetcher(test.host, atoms) }
}

const pages: Record<string, { data: unknown[]; next: string | null }> = {
  first: { data: [transactionFixture({ id: 'a', minedAt: '2025-03-02T00:00:00Z' }), transactionFixture({ id: 'spam', transfers: [spamNft] })], next: 'p2' },
  p2: { data: [transactionFixture({ id: 'b', minedAt: '2023-11-02T00:00:00Z' })], next: null },
}

describe('fetchTransactions', () => {
  it('fetches with the account, cursor and chain, appends pages and groups what is visible', async () => {
    const { host, atoms, requests, fetchTransactions } = setup(async (q) => pages[typeof q.cursor === 'string' ? q.cursor : 'first'])
    await fetchTransactions({ reset: true })
    expect(requests[0]).toEqual({ path: `/v1/account/${TEST_ADDRESS}/history`, query: { cursor: undefined, chainId: 'eip155:31337' } })
    expect(host.store.get(atoms.next)).toBe('p2')
    await fetchTransactions()
    expect(requests[1]?.query.cursor).toBe('p2')
    expect(host.store.get(atoms.transactions).map((t) => t.id)).toEqual(['a', 'spam', 'b'])
    expect(host.store.get(atoms.grouped).map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2025, 2, ['a']],
      [2023, 10, ['b']],
    ])
    expect(host.store.get(atoms.next)).toBeUndefined()
    // The last page is in: nothing more to ask.
    await fetchTransactions()
    expect(requests).toHaveLength(2)
    expect(host.store.get(atoms.empty)).toBe(false)
  })

  it("says 'Failed to fetch transactions' and empties the list and cursor on failure", async () => {
    let fail = false
    const { host, atoms, toasts, fetchTransactions } = setup(async (q) => {
      if (fail) throw new Error('HTTP status code: 500')
      return pages[typeof q.cursor === 'string' ? q.cursor : 'first']
    })
    await fetchTransactions({ reset: true })
    fail = true
    await fetchTransactions()
    expect(toasts).toEqual([{ message: 'Failed to fetch transactions', variant: 'error' }])
    expect(host.store.get(atoms.transactions)).toEqual([])
    expect(host.store.get(atoms.next)).toBeUndefined()
    expect(host.store.get(atoms.empty)).toBe(true)
    expect(host.store.get(atoms.failed)).toBe(true)
    expect(host.store.get(atoms.loading)).toBe(false)
    fail = false
    await fetchTransactions({ reset: true })
    expect(host.store.get(atoms.failed)).toBe(false)
  })

  it('starts afresh on reset, dropping a page still in flight', async () => {
    let release: (value: unknown) => void = () => {}
    const { host, atoms, fetchTransactions } = setup((q) => (q.cursor ? new Promise((resolve) => (release = resolve)) : Promise.resolve(pages.first)))
    await fetchTransactions({ reset: true })
    const slow = fetchTransactions()
    const fresh = fetchTransactions({ reset: true })
    release(pages.p2)
    await Promise.all([slow, fresh])
    expect(host.store.get(atoms.transactions).map((t) => t.id)).toEqual(['a', 'spam'])
  })

  it('lists a repeated transaction once and stops on a cursor it has already followed', async () => {
    // A hostile or broken API: every page repeats itself and points back at a cursor already used.
    const loop: Record<string, { data: unknown[]; next: string }> = {
      first: { data: [transactionFixture({ id: 'a' }), transactionFixture({ id: 'a' })], next: 'p2' },
      p2: { data: [transactionFixture({ id: 'a' }), transactionFixture({ id: 'b' })], next: 'p3' },
      p3: { data: [transactionFixture({ id: 'b' })], next: 'p2' },
    }
    const { host, atoms, requests, fetchTransactions } = setup(async (q) => loop[typeof q.cursor === 'string' ? q.cursor : 'first'])
    await fetchTransactions({ reset: true })
    await fetchTransactions()
    await fetchTransactions()
    expect(host.store.get(atoms.next)).toBeUndefined()
    await fetchTransactions()
    expect(requests.map((r) => r.query.cursor)).toEqual([undefined, 'p2', 'p3'])
    expect(host.store.get(atoms.transactions).map((t) => t.id)).toEqual(['a', 'b'])
  })

  it('reads at most the page cap of a huge page and keeps the valid transactions of a page with bad ones', async () => {
    const huge = Array.from({ length: 10_000 }, (_, index) => transactionFixture({ id: `t${index}` }))
    const { host, atoms, fetchTransactions } = setup(async () => ({ data: [{ id: 'broken' }, ...huge], next: null }))
    await fetchTransactions({ reset: true })
    const ids = host.store.get(atoms.transactions).map((t) => t.id)
    expect(ids).toHaveLength(99)
    expect(ids[0]).toBe('t0')
  })

  it('holds the latest ACTIVITY_LIST_CAP transactions and stops paging there; a reset starts afresh', async () => {
    // An endless history: 100 new transactions a page, always with a next cursor.
    const page = (offset: number) => ({ data: Array.from({ length: 100 }, (_, index) => transactionFixture({ id: `t${offset + index}` })), next: String(offset + 100) })
    const { host, atoms, requests, fetchTransactions } = setup(async (q) => page(Number(q.cursor ?? 0)))
    await fetchTransactions({ reset: true })
    for (let more = 0; more < 15; more++) await fetchTransactions()
    expect(requests).toHaveLength(ACTIVITY_LIST_CAP / 100)
    expect(host.store.get(atoms.transactions)).toHaveLength(ACTIVITY_LIST_CAP)
    expect(host.store.get(atoms.transactions).at(-1)?.id).toBe(`t${ACTIVITY_LIST_CAP - 1}`)
    expect(host.store.get(atoms.capped)).toBe(true)
    expect(host.store.get(atoms.next)).toBeUndefined()
    await fetchTransactions({ reset: true })
    expect(host.store.get(atoms.capped)).toBe(false)
    expect(host.store.get(atoms.transactions)).toHaveLength(100)
  })

  it('needs a connected account', async () => {
    const { fetchTransactions } = setup(async () => pages.first, { status: 'disconnected' })
    await expect(fetchTransactions({ reset: true })).rejects.toThrow("Transactions can't be fetched without an accountAddress")
  })

  it('is empty on a namespace without activity, without asking the API', async () => {
    const { host, atoms, network, requests, fetchTransactions } = setup(async () => pages.first)
    host.store.set(network, { ...host.store.get(network)!, chainNamespace: 'bip122', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' })
    await fetchTransactions({ reset: true })
    expect(requests).toEqual([])
    expect(host.store.get(atoms.empty)).toBe(true)
  })
})
