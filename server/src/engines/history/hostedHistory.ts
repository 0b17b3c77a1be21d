import { formatUnits, isAddressEqual, type Address } from 'viem'
import type { ChainRuntime } from '../../chains/createChainRuntime'

/** One transfer of a history row, as Zerion (behind the hosted service) words it. */
export interface HostedTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } | null } | null
  nft_info: { name: string; content: null; flags: { is_spam: boolean } } | null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

/** One history row in the hosted wire. */
export interface HostedTransaction {
  id: string
  metadata: { operationType: string; hash: string; minedAt: string; sentFrom: string; sentTo: string; status: string; nonce: number; application: null; chain: string }
  transfers: HostedTransfer[]
}

/** A page of history in the hosted wire; `next` is the block to search before. */
export interface HistoryPage {
  data: HostedTransaction[]
  next: string | null
}

/** A fungible token as a transfer names it. */
export interface TransferredToken {
  name: string
  symbol: string
  decimals: number
  iconUrl?: string | undefined
}

/** in, out or self, seen from the owner. */
export function directionOf(owner: Address, from: Address, to: Address): 'in' | 'out' | 'self' {
  if (isAddressEqual(from, owner) && isAddressEqual(to, owner)) return 'self'
  return isAddressEqual(from, owner) ? 'out' : 'in'
}

/** Zerion's words: send and receive for plain transfers, trade for the owner's swap of one asset for another, execute for a call that moved nothing of the owner's. */
export function operationOf(owner: Address, from: Address, transfers: readonly HostedTransfer[]): string {
  if (transfers.length === 0) return 'execute'
  if (transfers.every((transfer) => transfer.direction === 'in')) return 'receive'
  // One asset out and another in, in one transaction of the owner's: a swap, which Zerion calls a trade.
  if (isAddressEqual(from, owner) && hasTradePair(transfers)) return 'trade'
  return isAddressEqual(from, owner) || transfers.some((transfer) => transfer.direction === 'out') ? 'send' : 'receive'
}

function hasTradePair(transfers: readonly HostedTransfer[]): boolean {
  const symbols = (direction: HostedTransfer['direction']) => new Set(transfers.filter((transfer) => transfer.direction === direction).map((transfer) => transfer.fungible_info?.symbol))
  const [out, into] = [symbols('out'), symbols('in')]
  return out.size > 0 && into.size > 0 && [...into].some((symbol) => !out.has(symbol))
}

/** The native currency moved by a transaction, priced when the price is known. */
export function nativeTransfer(chain: ChainRuntime, direction: HostedTransfer['direction'], value: bigint, price: number | null): HostedTransfer {
  const numeric = formatUnits(value, chain.config.nativeCurrency.decimals)
  const { name, symbol } = chain.config.nativeCurrency
  return { fungible_info: { name, symbol, icon: null }, nft_info: null, direction, quantity: { numeric }, value: priced(price, numeric), price }
}

/** An ERC-20 transfer (unpriced: the hosted rows price only what Zerion knows). */
export function tokenTransfer(token: TransferredToken, direction: HostedTransfer['direction'], amount: bigint): HostedTransfer {
  return {
    fungible_info: { name: token.name, symbol: token.symbol, icon: token.iconUrl ? { url: token.iconUrl } : null },
    nft_info: null,
    direction,
    quantity: { numeric: formatUnits(amount, token.decimals) },
    value: null,
    price: null,
  }
}

const priced = (price: number | null, numeric: string) => (price === null ? null : Math.round(price * Number(numeric) * 100) / 100)
