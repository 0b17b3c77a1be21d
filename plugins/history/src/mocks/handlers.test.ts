import { groupTransactions, transactionHistoryResponseSchema, transactionsOnChain, type Transaction } from '@portico/contracts'
import { HOSTED_HISTORY, hostedShapeMismatches } from '@portico/contracts/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isSpamTransaction } from '../transactions/isSpamTransaction'
import { createHistoryHandlers } from './handlers'

const now = new Date('2025-06-15T12:00:00Z')
const server = setupServer(...createHistoryHandlers({ now: () => now }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const api = 'https://rpc.walletconnect.org'
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const page = async (cursor?: string | null) => {
  const response = await fetch(`${api}/v1/account/${account}/history?projectId=p&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`)
  const answer: unknown = await response.json()
  // The stand-in answers in the hosted service's shape, nothing it does not send.
  expect(hostedShapeMismatches(answer, HOSTED_HISTORY)).toEqual([])
  return transactionsOnChain(transactionHistoryResponseSchema.parse(answer), 'eip155:31337')
}

describe('history mock handler', () => {
  it('pages through every fixture with a cursor, newest first', async () => {
    const all: Transaction[] = []
    let next: string | null | undefined
    let pages = 0
    do {
      const result = await page(next)
      all.push(...result.data)
      next = result.next
      pages += 1
    } while (next)
    expect(pages).toBe(5)
    expect(all).toHaveLength(48)
    const times = all.map((t) => Date.parse(t.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('covers several years, spam, NFTs and the signed operation types', async () => {
    const all = (await Promise.all([page(), page(btoa('offset:10')), page(btoa('offset:20')), page(btoa('offset:30')), page(btoa('offset:40'))])).flatMap((p) => p.data)
    expect(new Set(groupTransactions(all).map((g) => g.year))).toEqual(new Set([2025, 2024, 2023, 2022]))
    expect(all.filter(isSpamTransaction)).toHaveLength(4)
    expect(all.some((t) => t.transfers.some((x) => x.nft_info && !x.nft_info.flags?.is_spam))).toBe(true)
    expect(new Set(all.map((t) => t.metadata.operationType))).toEqual(
      new Set(['receive', 'send', 'deposit', 'withdraw', 'trade', 'borrow', 'repay', 'claim', 'burn', 'approve']),
    )
  })

  it('answers without fixtures when told: an account whose chain holds nothing has no activity', async () => {
    server.use(...createHistoryHandlers({ fixtures: false }))
    expect(await page()).toEqual({ data: [], next: null })
  })

  it('refuses a bad cursor or a request without projectId, and fails when asked to', async () => {
    expect((await fetch(`${api}/v1/account/${account}/history?projectId=p&chainId=eip155:1&cursor=%%%`)).status).toBe(400)
    expect((await fetch(`${api}/v1/account/${account}/history?chainId=eip155:1`)).status).toBe(400)
    server.use(...createHistoryHandlers({ failures: 1 }))
    expect((await fetch(`${api}/v1/account/${account}/history?projectId=p&chainId=eip155:1`)).status).toBe(500)
  })

  it('answers a Solana account on a solana chain with its Solana activity only', async () => {
    const solana = `${api}/v1/account/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV/history?projectId=p&chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`
    expect(await (await fetch(solana)).json()).toEqual({ data: [], next: null })
    const activity = [{ signature: 'sig', chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', minedAt: now.toISOString(), transfers: [{ from: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', to: 'GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL', lamports: 10n ** 9n }], tokenTransfers: [] }]
    server.use(...createHistoryHandlers({ solanaActivity: () => activity }))
    const answer: unknown = await (await fetch(solana)).json()
    expect(hostedShapeMismatches(answer, HOSTED_HISTORY)).toEqual([])
    const { data, next } = transactionsOnChain(transactionHistoryResponseSchema.parse(answer), 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(next).toBeNull()
    expect(data.map((t) => [t.id, t.metadata.operationType, t.transfers[0]?.quantity.numeric])).toEqual([['sig', 'send', '1']])
    expect((await fetch(`${api}/v1/account/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV/history?projectId=p&chainId=eip155:1`)).status).toBe(400)
  })
})
