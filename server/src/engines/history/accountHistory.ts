import { decodeEventLog, erc20Abi, formatUnits, getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import { z } from 'zod'
import type { ServerCache } from '../../cache/createCache'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import type { TokenListToken } from '../../config/tokenListSchema'
import { upstream } from '../../http/upstreamError'
import { cachedUsdPrice } from '../prices/cachedUsdPrice'
import { otsSearchResultSchema, type OtsSearchResult } from './otterscanSchemas'

interface HostedTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } | null } | null
  nft_info: null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

interface HostedTransaction {
  id: string
  metadata: { operationType: string; hash: string; minedAt: string; sentFrom: string; sentTo: string; status: string; nonce: number; application: null; chain: string }
  transfers: HostedTransfer[]
}

/** A page of history in the hosted wire; `next` is the block to search before. */
export interface HistoryPage {
  data: HostedTransaction[]
  next: string | null
}

/**
 * The account's transactions, newest first, from the node's Otterscan API
 * (`ots_searchTransactionsBefore`), with native and token-list ERC-20 transfers; `cursor` is the
 * `next` of the previous page (a block number), so any instance can serve the next page.
 *
 * @example
 * const first = await accountHistory(cache, chain, '0xf39F...', undefined, 25)
 * const second = first.next ? await accountHistory(cache, chain, '0xf39F...', first.next, 25) : undefined
 */
export async function accountHistory(cache: ServerCache, chain: ChainRuntime, owner: Address, cursor: string | undefined, pageSize: number): Promise<HistoryPage> {
  const raw = await upstream(chain.config.id, 'history', () =>
    chain.client.request({ method: 'ots_searchTransactionsBefore' as 'eth_call', params: [owner, Number(cursor ?? 0), pageSize] as never }),
  )
  const result = otsSearchResultSchema.parse(raw)
  const tokens = await chain.tokens().catch(() => [])
  const nativePrice = await cachedUsdPrice(cache, chain, 'native').catch(() => null)
  const data = result.txs.map((tx) => toHostedTransaction(chain, owner, tx, result, tokens, nativePrice))
  const last = result.txs.at(-1)
  return { data, next: result.lastPage || !last ? null : String(Number(last.blockNumber)) }
}

function toHostedTransaction(
  chain: ChainRuntime,
  owner: Address,
  tx: OtsSearchResult['txs'][number],
  result: OtsSearchResult,
  tokens: readonly TokenListToken[],
  nativePrice: number | null,
): HostedTransaction {
  const receipt = result.receipts.find((entry) => entry.transactionHash === tx.hash)
  const from = getAddress(tx.from)
  const to = tx.to ? getAddress(tx.to) : receipt?.contractAddress ? getAddress(receipt.contractAddress) : from
  const transfers: HostedTransfer[] = []
  const value = BigInt(tx.value)
  if (value > 0n) {
    const numeric = formatUnits(value, chain.config.nativeCurrency.decimals)
    const { name, symbol } = chain.config.nativeCurrency
    transfers.push({ fungible_info: { name, symbol, icon: null }, nft_info: null, direction: directionOf(owner, from, to), quantity: { numeric }, value: priced(nativePrice, numeric), price: nativePrice })
  }
  for (const log of receipt?.logs ?? []) {
    const token = tokens.find((entry) => isAddressEqual(entry.address, getAddress(log.address)))
    const transfer = token ? decodeTransfer(log) : undefined
    if (!token || !transfer || (!isAddressEqual(transfer.from, owner) && !isAddressEqual(transfer.to, owner))) continue
    transfers.push({
      fungible_info: { name: token.name, symbol: token.symbol, icon: token.logoURI ? { url: token.logoURI } : null },
      nft_info: null,
      direction: directionOf(owner, transfer.from, transfer.to),
      quantity: { numeric: formatUnits(transfer.value, token.decimals) },
      value: null,
      price: null,
    })
  }
  const timestamp = typeof receipt?.timestamp === 'number' ? receipt.timestamp : Number(receipt?.timestamp ?? 0)
  return {
    id: tx.hash,
    metadata: {
      operationType: operationOf(owner, from, transfers),
      hash: tx.hash,
      minedAt: new Date(timestamp * 1000).toISOString(),
      sentFrom: from,
      sentTo: to,
      status: receipt && BigInt(receipt.status) === 1n ? 'confirmed' : 'failed',
      nonce: Number(tx.nonce),
      application: null,
      chain: chain.config.id,
    },
    transfers,
  }
}

const transferLogSchema = z.object({ from: z.string(), to: z.string(), value: z.bigint() })

function decodeTransfer(log: { topics: string[]; data: string }): { from: Address; to: Address; value: bigint } | undefined {
  try {
    const decoded = decodeEventLog({ abi: erc20Abi, topics: log.topics as [Hex, ...Hex[]], data: log.data as Hex })
    if (decoded.eventName !== 'Transfer') return undefined
    const args = transferLogSchema.parse(decoded.args)
    return { from: getAddress(args.from), to: getAddress(args.to), value: args.value }
  } catch {
    return undefined
  }
}

function directionOf(owner: Address, from: Address, to: Address): 'in' | 'out' | 'self' {
  if (isAddressEqual(from, owner) && isAddressEqual(to, owner)) return 'self'
  return isAddressEqual(from, owner) ? 'out' : 'in'
}

/** Zerion's words: send and receive for plain transfers, execute for a call that moved nothing of the owner's. */
function operationOf(owner: Address, from: Address, transfers: readonly HostedTransfer[]): string {
  if (transfers.length === 0) return 'execute'
  if (transfers.every((transfer) => transfer.direction === 'in')) return 'receive'
  return isAddressEqual(from, owner) || transfers.some((transfer) => transfer.direction === 'out') ? 'send' : 'receive'
}

const priced = (price: number | null, numeric: string) => (price === null ? null : Math.round(price * Number(numeric) * 100) / 100)
