import { decodeEventLog, erc20Abi, getAddress, isAddressEqual, zeroAddress, type Address, type Hex } from 'viem'
import { getBlock, getBlockNumber, getTransaction } from 'viem/actions'
import { z } from 'zod'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import type { TokenListToken } from '../../config/tokenListSchema'
import { upstream } from '../../http/upstreamError'
import { directionOf, nativeTransfer, operationOf, tokenTransfer, type HistoryPage, type HostedTransaction, type HostedTransfer } from './hostedHistory'
import { ERC721_TRANSFER, incomingNftTransfers, type IncomingNftTransfer } from './incomingNftTransfers'
import { incomingTransfers, type IncomingTransfer } from './incomingTransfers'
import { internalNativeReceipts } from './internalNativeReceipts'
import { nftCollections, nftTransfer, type NftCollection } from './nftTransfer'
import { WRAPPED_NATIVE_ABI, type WrappedNative } from './wrappedNative'
import { otsSearchResultSchema, type OtsSearchResult } from './otterscanSchemas'

/** How far a page reads Transfer logs: `maxLogRanges` eth_getLogs calls of `maxLogBlockRange` blocks at most. */
export interface LogLimits {
  maxLogBlockRange: bigint
  maxLogRanges: number
}

/** What a page is read with besides the chain: its tokens, the native price, the log limits. */
export interface OtterscanHistoryInput {
  owner: Address
  /** The `next` of the previous page: the block to search before. */
  cursor: string | undefined
  pageSize: number
  tokens: readonly TokenListToken[]
  nativePrice: number | null
  limits: LogLimits
  /** NFT collections the operator lists as spam. */
  spamCollections: readonly Address[]
  /** The chain's WETH9, whose Deposit and Withdrawal rows are deposits and withdrawals. */
  wrappedNative?: WrappedNative | undefined
}

interface PlacedRow {
  block: bigint
  index: number
  row: HostedTransaction
}

/**
 * A page of the owner's history from the node: its transactions from the Otterscan API
 * (`ots_searchTransactionsBefore`) merged with the token-list ERC-20 transfers others sent it
 * (eth_getLogs), newest first. The page covers blocks from `next` to the cursor; when the log
 * ranges cannot reach back as far as Otterscan's page, the page ends where the logs do (the
 * Otterscan rows below come with the next page), so no row is skipped or shown twice.
 * @example const page = await otterscanHistory(chain, { owner, cursor: undefined, pageSize: 25, tokens, nativePrice: 2000, limits })
 */
export async function otterscanHistory(chain: ChainRuntime, input: OtterscanHistoryInput): Promise<HistoryPage> {
  const { owner, pageSize, tokens, limits } = input
  const before = input.cursor === undefined ? 0 : Number(input.cursor)
  const [result, top] = await Promise.all([
    upstream(chain.config.id, 'history', async () =>
      otsSearchResultSchema.parse(await chain.client.request({ method: 'ots_searchTransactionsBefore' as 'eth_call', params: [owner, before, pageSize] as never })),
    ),
    before === 0 ? upstream(chain.config.id, 'history', () => getBlockNumber(chain.client)) : Promise.resolve(BigInt(before) - 1n),
  ])
  const oldest = result.txs.at(-1)
  const otterscanLow = result.lastPage || !oldest ? 0n : BigInt(oldest.blockNumber)
  const logsLow = top - limits.maxLogBlockRange * BigInt(limits.maxLogRanges) + 1n
  const low = otterscanLow > logsLow ? otterscanLow : logsLow > 0n ? logsLow : 0n
  const [incoming, incomingNfts] = await Promise.all([
    incomingTransfers(chain, owner, tokens.map((token) => token.address), low, top, limits.maxLogBlockRange),
    incomingNftTransfers(chain, owner, low, top, limits.maxLogBlockRange),
  ])
  const kept = result.txs.filter((tx) => BigInt(tx.blockNumber) >= low)
  const receiptNfts = kept.flatMap((tx) => (result.receipts.find((receipt) => receipt.transactionHash === tx.hash)?.logs ?? []).flatMap((log) => (decodeNftTransfer(log) ? [getAddress(log.address)] : [])))
  const [collections, internallyPaid] = await Promise.all([
    nftCollections(chain, [...receiptNfts, ...incomingNfts.map((log) => log.collection)], input.spamCollections),
    internalNativeReceipts(chain, owner, kept),
  ])
  const context = { tokens, nativePrice: input.nativePrice, collections, wrappedNative: input.wrappedNative, internallyPaid }
  const rows: PlacedRow[] = kept.map((tx) => ({ block: BigInt(tx.blockNumber), index: Number(tx.transactionIndex ?? 0), row: toHostedTransaction(chain, owner, tx, result, context) }))
  const listed = new Set(kept.map((tx) => tx.hash.toLowerCase()))
  const unlisted = <T extends { transactionHash: Hex }>(logs: readonly T[]) => logs.filter((log) => !listed.has(log.transactionHash.toLowerCase()))
  rows.push(...(await receivedOnly(chain, owner, [...receivedTokens(owner, unlisted(incoming), tokens), ...receivedNfts(unlisted(incomingNfts), collections)])))
  rows.sort((a, b) => (a.block === b.block ? b.index - a.index : a.block > b.block ? -1 : 1))
  // The transfers others sent can outnumber the owner's own rows: a page stops at `pageSize` rows
  // (whole blocks, so no row is split from its block) and the next page starts below them.
  const last = rows[pageSize - 1]
  if (rows.length > pageSize && last && last.block > low) {
    return { data: rows.filter((placed) => placed.block >= last.block).map((placed) => placed.row), next: String(last.block) }
  }
  return { data: rows.map((placed) => placed.row), next: low > 0n ? String(low) : null }
}

/** A transfer to the owner found in the logs, where its transaction sits, as a hosted transfer. */
interface ReceivedTransfer {
  transactionHash: Hex
  blockNumber: bigint
  transactionIndex: number
  transfer: HostedTransfer
}

function receivedTokens(owner: Address, logs: readonly IncomingTransfer[], tokens: readonly TokenListToken[]): ReceivedTransfer[] {
  return logs.flatMap((log) => {
    const token = tokens.find((entry) => isAddressEqual(entry.address, log.token))
    return token ? [{ ...log, transfer: tokenTransfer({ ...token, iconUrl: token.logoURI }, directionOf(owner, log.from, owner), log.value) }] : []
  })
}

function receivedNfts(logs: readonly IncomingNftTransfer[], collections: ReadonlyMap<string, NftCollection>): ReceivedTransfer[] {
  return logs.map((log) => ({ ...log, transfer: nftTransfer(collections.get(log.collection.toLowerCase()) ?? { name: 'NFT', spam: false }, log.tokenId, 'in') }))
}

/** Rows for transactions that only sent the owner tokens or NFTs: their sender, nonce and time from the node. */
async function receivedOnly(chain: ChainRuntime, owner: Address, received: readonly ReceivedTransfer[]): Promise<PlacedRow[]> {
  const byHash = new Map<Hex, ReceivedTransfer[]>()
  for (const log of received) byHash.set(log.transactionHash, [...(byHash.get(log.transactionHash) ?? []), log])
  const blocks = new Map<bigint, Promise<bigint>>()
  const timestampOf = (number: bigint) => {
    if (!blocks.has(number)) blocks.set(number, getBlock(chain.client, { blockNumber: number }).then((block) => block.timestamp))
    return blocks.get(number)!
  }
  return upstream(chain.config.id, 'history', () =>
    Promise.all(
      [...byHash].map(async ([hash, transfers]) => {
        const first = transfers[0]!
        const [tx, timestamp] = await Promise.all([getTransaction(chain.client, { hash }), timestampOf(first.blockNumber)])
        const hosted = transfers.map((entry) => entry.transfer)
        const row: HostedTransaction = {
          id: hash,
          metadata: {
            operationType: operationOf(owner, tx.from, hosted),
            hash,
            minedAt: new Date(Number(timestamp) * 1000).toISOString(),
            sentFrom: getAddress(tx.from),
            sentTo: tx.to ? getAddress(tx.to) : getAddress(tx.from),
            // A log exists only in a transaction that succeeded.
            status: 'confirmed',
            nonce: tx.nonce,
            application: null,
            chain: chain.config.id,
          },
          transfers: hosted,
        }
        return { block: first.blockNumber, index: first.transactionIndex, row }
      }),
    ),
  )
}

/** What a row of the owner's own transactions is mapped with. */
interface RowContext {
  tokens: readonly TokenListToken[]
  nativePrice: number | null
  collections: ReadonlyMap<string, NftCollection>
  wrappedNative: WrappedNative | undefined
  /** Native value contract calls paid the owner, by lower-case transaction hash (internalNativeReceipts). */
  internallyPaid: ReadonlyMap<string, bigint>
}

function toHostedTransaction(chain: ChainRuntime, owner: Address, tx: OtsSearchResult['txs'][number], result: OtsSearchResult, context: RowContext): HostedTransaction {
  const receipt = result.receipts.find((entry) => entry.transactionHash === tx.hash)
  const from = getAddress(tx.from)
  const to = tx.to ? getAddress(tx.to) : receipt?.contractAddress ? getAddress(receipt.contractAddress) : from
  const logs = receipt?.logs ?? []
  const wrapping = context.wrappedNative ? logs.map((log) => wrappingOf(owner, context.wrappedNative!, log)).find(Boolean) : undefined
  const transfers: HostedTransfer[] = []
  let burns = 0
  const value = BigInt(tx.value)
  // A deposit's one sign (+) covers every transfer: its native leg would read as received.
  if (value > 0n && !wrapping) transfers.push(nativeTransfer(chain, directionOf(owner, from, to), value, context.nativePrice))
  if (wrapping) transfers.push(wrapping.transfer)
  for (const log of wrapping ? [] : logs) {
    const nft = decodeNftTransfer(log)
    if (nft && (isAddressEqual(nft.from, owner) || isAddressEqual(nft.to, owner))) {
      transfers.push(nftTransfer(context.collections.get(log.address.toLowerCase()) ?? { name: 'NFT', spam: false }, nft.tokenId, directionOf(owner, nft.from, nft.to)))
      continue
    }
    const token = context.tokens.find((entry) => isAddressEqual(entry.address, getAddress(log.address)))
    const transfer = token ? decodeTransfer(log) : undefined
    if (!token || !transfer || (!isAddressEqual(transfer.from, owner) && !isAddressEqual(transfer.to, owner))) continue
    if (isAddressEqual(transfer.from, owner) && isAddressEqual(transfer.to, zeroAddress)) burns++
    transfers.push(tokenTransfer({ ...token, iconUrl: token.logoURI }, directionOf(owner, transfer.from, transfer.to), transfer.value))
  }
  // A router's ETH out of a token-for-ETH swap has no log: read apart, after the token that paid for it.
  const paid = wrapping ? undefined : context.internallyPaid.get(tx.hash.toLowerCase())
  if (paid) transfers.push(nativeTransfer(chain, 'in', paid, context.nativePrice))
  const timestamp = typeof receipt?.timestamp === 'number' ? receipt.timestamp : Number(receipt?.timestamp ?? 0)
  // Zerion's words: a deposit or withdraw of the wrapped native token, a burn when all the owner moved went to the zero address.
  const operationType = wrapping?.operationType ?? (burns > 0 && burns === transfers.length ? 'burn' : operationOf(owner, from, transfers))
  return {
    id: tx.hash,
    metadata: {
      operationType,
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

/** A WETH9 Deposit to the owner or Withdrawal by it, as a row's operation and its one transfer. */
function wrappingOf(owner: Address, weth: WrappedNative, log: { address: string; topics: string[]; data: string }): { operationType: 'deposit' | 'withdraw'; transfer: HostedTransfer } | undefined {
  if (!isAddressEqual(getAddress(log.address), weth.address)) return undefined
  try {
    const decoded = decodeEventLog({ abi: WRAPPED_NATIVE_ABI, topics: log.topics as [Hex, ...Hex[]], data: log.data as Hex })
    if (decoded.eventName === 'Deposit' && isAddressEqual(decoded.args.dst, owner)) return { operationType: 'deposit', transfer: tokenTransfer(weth, 'in', decoded.args.wad) }
    if (decoded.eventName === 'Withdrawal' && isAddressEqual(decoded.args.src, owner)) return { operationType: 'withdraw', transfer: tokenTransfer(weth, 'out', decoded.args.wad) }
  } catch {
    // A Transfer or Approval of WETH: mapped as any token's.
  }
  return undefined
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

const nftLogSchema = z.object({ from: z.string(), to: z.string(), tokenId: z.bigint() })

/** An ERC-721 Transfer (four topics), else undefined. */
function decodeNftTransfer(log: { topics: string[]; data: string }): { from: Address; to: Address; tokenId: bigint } | undefined {
  if (log.topics.length !== 4) return undefined
  try {
    const decoded = decodeEventLog({ abi: [ERC721_TRANSFER], topics: log.topics as [Hex, ...Hex[]], data: log.data as Hex })
    const args = nftLogSchema.parse(decoded.args)
    return { from: getAddress(args.from), to: getAddress(args.to), tokenId: args.tokenId }
  } catch {
    return undefined
  }
}
