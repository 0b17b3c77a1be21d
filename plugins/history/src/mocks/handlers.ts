import { isEvmAddress, isSolanaAddress, type Transaction } from '@portico/contracts'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { generateHistoryFixtures } from './historyFixtures'
import { readChainHistory, type MockChain, type MockToken } from './readChainHistory'
import { solanaHistory, type SolanaActivity, type SolanaMockToken } from './solanaHistory'

export interface HistoryMockOptions {
  /** Default the product's default, https://rpc.walletconnect.org. */
  baseUrl?: string
  /** Chains whose real blocks make the newest activity; older activity comes from fixtures. */
  chains?: readonly MockChain[]
  /** ERC-20s on those chains, for their symbols and decimals. */
  tokens?: readonly MockToken[]
  /** Solana transactions that landed (the sandbox's Solana RPC mock), read at each request. */
  solanaActivity?: () => readonly SolanaActivity[]
  /** SPL mints of that activity, for their symbols and decimals. */
  solanaTokens?: readonly SolanaMockToken[]
  /** Transactions per page. */
  pageSize?: number
  /** False: only the chains' own transactions, no fixtures (an account with no NFTs, say). Default true. */
  fixtures?: boolean
  /** The first N history requests answer 500 ('Failed to fetch transactions' in the sandbox). */
  failures?: number
  now?: () => Date
}

export type { MockChain, MockToken, SolanaActivity, SolanaMockToken }

// An opaque-looking cursor, like the real API's: the offset of the next page.
const encodeCursor = (offset: number) => btoa(`offset:${offset}`)
const decodeCursor = (cursor: string | null) => {
  if (!cursor) return 0
  try {
    const offset = Number(atob(cursor).replace(/^offset:/, ''))
    return Number.isInteger(offset) && offset >= 0 ? offset : undefined
  } catch {
    return undefined
  }
}

/**
 * MSW handler of GET /v1/account/{account}/history: the local chain's real transactions of the
 * account first, then years of fixtures (NFTs, spam, every operation type), paged with a cursor.
 * A Solana account on a `solana:` chain has the Solana activity given, and nothing else.
 * @example setupWorker(...createHistoryHandlers({ chains, tokens })).start()
 */
export function createHistoryHandlers(options: HistoryMockOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? 'https://rpc.walletconnect.org').replace(/\/$/, '')
  const pageSize = options.pageSize ?? 10
  const now = options.now ?? (() => new Date())
  let failuresLeft = options.failures ?? 0

  return [
    http.get(`${baseUrl}/v1/account/:account/history`, async ({ request, params }) => {
      const url = new URL(request.url)
      if (failuresLeft > 0) {
        failuresLeft -= 1
        return HttpResponse.json({ message: 'Internal error' }, { status: 500 })
      }
      const account = String(params.account)
      const chainId = url.searchParams.get('chainId') ?? ''
      const offset = decodeCursor(url.searchParams.get('cursor'))
      if (!url.searchParams.get('projectId')) return HttpResponse.json({ message: 'projectId is required' }, { status: 400 })
      if (offset === undefined) return HttpResponse.json({ message: 'Invalid cursor' }, { status: 400 })
      const page = (all: readonly Transaction[]) => {
        const data = all.slice(offset, offset + pageSize)
        return HttpResponse.json({ data, next: offset + pageSize < all.length ? encodeCursor(offset + pageSize) : null })
      }
      if (chainId.startsWith('solana:') && isSolanaAddress(account)) return page(solanaHistory(options.solanaActivity?.() ?? [], account, chainId, options.solanaTokens ?? []))
      if (!isEvmAddress(account) || !account.startsWith('0x')) return HttpResponse.json({ message: 'Invalid account' }, { status: 400 })
      const chain = options.chains?.find((c) => `eip155:${c.chainId}` === chainId)
      let recent: Transaction[] = []
      try {
        recent = chain ? await readChainHistory(chain, options.tokens ?? [], account as `0x${string}`) : []
      } catch (error) {
        return HttpResponse.json({ message: `node unreachable: ${String(error)}` }, { status: 502 })
      }
      const fixtures = options.fixtures === false ? [] : generateHistoryFixtures({ account, chain: chainId, now: now() })
      const all = [...recent, ...fixtures].sort(
        (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
      )
      return page(all)
    }),
  ]
}

/** The handlers with fixtures only (no local chain): unit tests, the plugin alone. */
export const handlers: HttpHandler[] = createHistoryHandlers()
