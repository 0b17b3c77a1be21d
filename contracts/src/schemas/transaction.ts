import * as z from 'zod/mini'
import { HISTORY_PAGE_CAP } from '../constants/limits'
import { optionalImageUrlSchema } from '../url/imageUrl'
import { lenientListSchema } from './lenientList'

/**
 * One transfer of a transaction: a fungible token or an NFT, and how much (SPEC section 3). The
 * Blockchain API sends null for what it does not know (`src/handlers/history.rs`).
 */
export const transactionTransferSchema = z.object({
  fungible_info: z.optional(
    z.nullable(
      z.object({
        name: z.optional(z.nullable(z.string())),
        symbol: z.optional(z.nullable(z.string())),
        icon: z.optional(z.nullable(z.object({ url: optionalImageUrlSchema }))),
      }),
    ),
  ),
  nft_info: z.optional(
    z.nullable(
      z.object({
        name: z.optional(z.nullable(z.string())),
        content: z.optional(z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: optionalImageUrlSchema }))) }))),
        flags: z.optional(z.object({ is_spam: z.boolean() })),
      }),
    ),
  ),
  direction: z.optional(z.enum(['in', 'out', 'self'])),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.nullable(z.number())),
  price: z.optional(z.nullable(z.number())),
})
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

/**
 * A transaction of the account's history (SPEC section 3, Transaction): `minedAt` is an ISO date,
 * `chain` a CAIP-2 network id, `operationType` the kind (send, receive, deposit, burn ...).
 */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.optional(z.string()),
  }),
  transfers: z.array(transactionTransferSchema),
})
export type Transaction = z.infer<typeof transactionSchema>

/**
 * A transaction as the Blockchain API sends it: on a chain it does not map, `metadata.chain` and
 * `transfers` are null (`src/handlers/history.rs`, `src/providers/zerion.rs`); transactionsOnChain
 * reads them.
 */
export const apiTransactionSchema = z.object({
  id: transactionSchema.shape.id,
  metadata: z.extend(transactionSchema.shape.metadata, { chain: z.nullable(z.string()) }),
  transfers: z.nullable(z.array(transactionTransferSchema)),
})
export type ApiTransaction = z.infer<typeof apiTransactionSchema>

/**
 * GET /v1/account/{account}/history: a page and the cursor of the next one (SPEC section 7); at
 * most HISTORY_PAGE_CAP transactions, an invalid one dropped rather than the page.
 */
export const transactionHistoryResponseSchema = z.object({
  data: lenientListSchema(apiTransactionSchema, HISTORY_PAGE_CAP, 'transactions'),
  next: z.optional(z.nullable(z.string())),
})
export type TransactionHistoryResponse = z.infer<typeof transactionHistoryResponseSchema>

/**
 * A page's transactions as read for `chainId`, the chain the page was asked for: a transaction
 * without its chain is on that one, and null transfers are none.
 * @example transactionsOnChain(page, 'eip155:1').data
 */
export function transactionsOnChain(page: TransactionHistoryResponse, chainId: string): { data: Transaction[]; next?: string | null } {
  return {
    ...page,
    data: page.data.map((transaction) => ({ ...transaction, metadata: { ...transaction.metadata, chain: transaction.metadata.chain ?? chainId }, transfers: transaction.transfers ?? [] })),
  }
}
