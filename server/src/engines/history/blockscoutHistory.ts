import { getAddress, isAddress, type Address } from 'viem'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { upstream } from '../../http/upstreamError'
import { blockscoutPageSchema, blockscoutTokenTransferSchema, blockscoutTransactionSchema, type BlockscoutTokenTransfer, type BlockscoutTransaction } from './blockscoutSchemas'
import { directionOf, nativeTransfer, operationOf, tokenTransfer, type HistoryPage, type HostedTransaction } from './hostedHistory'

/** What a Blockscout page is read with. */
export interface BlockscoutHistoryInput {
  /** The instance's base URL (`https://eth.blockscout.com`). */
  url: string
  owner: Address
  /** The `next` of the previous page: the block to search before. */
  cursor: string | undefined
  nativePrice: number | null
  timeoutMs: number
  fetchImpl?: typeof fetch
}

interface PlacedRow {
  block: number
  position: number
  row: HostedTransaction
}

const transactionsPage = blockscoutPageSchema(blockscoutTransactionSchema)
const transfersPage = blockscoutPageSchema(blockscoutTokenTransferSchema)

/**
 * A page of the owner's history from a Blockscout instance: its transactions
 * (`/api/v2/addresses/{owner}/transactions`) and ERC-20 transfers
 * (`/api/v2/addresses/{owner}/token-transfers?type=ERC-20`), both from the block before the cursor
 * down (Blockscout's `block_number` / `index` keyset), merged by transaction, newest first. A list
 * with more pages may end inside a block, so the page stops above its lowest block and `next`
 * points there: any instance serves the next page from the block number alone.
 * @example const page = await blockscoutHistory(chain, { url: 'https://eth.blockscout.com', owner, cursor: undefined, nativePrice: 2000, timeoutMs: 10_000 })
 */
export async function blockscoutHistory(chain: ChainRuntime, input: BlockscoutHistoryInput): Promise<HistoryPage> {
  const { owner } = input
  const keyset: Record<string, string> = input.cursor === undefined ? {} : { block_number: input.cursor, index: '0' }
  const [transactions, transfers] = await upstream(chain.config.id, 'history', () =>
    Promise.all([
      readBlockscout(input, `/api/v2/addresses/${owner}/transactions`, keyset).then((json) => transactionsPage.parse(json)),
      readBlockscout(input, `/api/v2/addresses/${owner}/token-transfers`, { ...keyset, type: 'ERC-20' }).then((json) => transfersPage.parse(json)),
    ]),
  )
  const lowestOf = (blocks: number[]) => (blocks.length > 0 ? Math.min(...blocks) : undefined)
  // The lowest block each unfinished list reached: below the highest of them, a list may be incomplete.
  const bounds = [
    transactions.next_page_params ? lowestOf(transactions.items.map((item) => item.block_number)) : undefined,
    transfers.next_page_params ? lowestOf(transfers.items.map((item) => item.block_number)) : undefined,
  ].filter((bound) => bound !== undefined)
  const floor = bounds.length > 0 ? Math.max(...bounds) : undefined
  const before = input.cursor === undefined ? Number.POSITIVE_INFINITY : Number(input.cursor)
  // A page whose items all sit in one block would not move the cursor: keep that block and go below it.
  const stuck = floor !== undefined && floor + 1 >= before
  const keep = (block: number) => floor === undefined || stuck || block > floor
  const rows = new Map<string, PlacedRow>()
  for (const item of transactions.items.filter((entry) => keep(entry.block_number))) rows.set(item.hash.toLowerCase(), transactionRow(chain, owner, item, input.nativePrice))
  for (const item of transfers.items.filter((entry) => keep(entry.block_number))) addTransfer(chain, owner, rows, item)
  const data = [...rows.values()].sort((a, b) => (a.block === b.block ? b.position - a.position : b.block - a.block)).map((placed) => placed.row)
  const next = floor === undefined ? null : stuck ? (floor > 0 ? String(floor) : null) : String(floor + 1)
  return { data, next }
}

async function readBlockscout(input: BlockscoutHistoryInput, path: string, query: Record<string, string>): Promise<unknown> {
  const url = `${input.url.replace(/\/$/, '')}${path}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''}`
  const response = await (input.fetchImpl ?? fetch)(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(input.timeoutMs) })
  if (!response.ok) throw new Error(`Blockscout answered ${response.status} for ${path}`)
  return response.json()
}

function transactionRow(chain: ChainRuntime, owner: Address, item: BlockscoutTransaction, nativePrice: number | null): PlacedRow {
  const from = getAddress(item.from.hash)
  const to = getAddress((item.to ?? item.created_contract ?? item.from).hash)
  const value = BigInt(item.value)
  const transfers = value > 0n ? [nativeTransfer(chain, directionOf(owner, from, to), value, nativePrice)] : []
  const row: HostedTransaction = {
    id: item.hash,
    metadata: {
      operationType: operationOf(owner, from, transfers),
      hash: item.hash,
      minedAt: new Date(item.timestamp).toISOString(),
      sentFrom: from,
      sentTo: to,
      status: item.status === 'ok' ? 'confirmed' : item.status === null ? 'pending' : 'failed',
      nonce: item.nonce,
      application: null,
      chain: chain.config.id,
    },
    transfers,
  }
  return { block: item.block_number, position: item.position ?? 0, row }
}

/** Adds an ERC-20 transfer to its transaction's row, or a row of its own when the owner only received it. */
function addTransfer(chain: ChainRuntime, owner: Address, rows: Map<string, PlacedRow>, item: BlockscoutTokenTransfer): void {
  const tokenAddress = item.token.address_hash ?? item.token.address
  const decimals = Number(item.total?.decimals ?? item.token.decimals ?? Number.NaN)
  if (!item.total?.value || !Number.isInteger(decimals) || !tokenAddress || !isAddress(tokenAddress)) return
  const from = getAddress(item.from.hash)
  const to = getAddress(item.to.hash)
  const transfer = tokenTransfer({ name: item.token.name ?? '', symbol: item.token.symbol ?? '', decimals, iconUrl: item.token.icon_url ?? undefined }, directionOf(owner, from, to), BigInt(item.total.value))
  const key = item.transaction_hash.toLowerCase()
  const existing = rows.get(key)
  if (existing) {
    existing.row.transfers.push(transfer)
    existing.row.metadata.operationType = operationOf(owner, getAddress(existing.row.metadata.sentFrom), existing.row.transfers)
    return
  }
  rows.set(key, {
    block: item.block_number,
    position: 0,
    row: {
      id: item.transaction_hash,
      metadata: {
        operationType: operationOf(owner, from, [transfer]),
        hash: item.transaction_hash,
        minedAt: new Date(item.timestamp ?? 0).toISOString(),
        // The token-transfers list names the transfer's parties, not the transaction's sender or nonce.
        sentFrom: from,
        sentTo: to,
        status: 'confirmed',
        nonce: 0,
        application: null,
        chain: chain.config.id,
      },
      transfers: [transfer],
    },
  })
}
