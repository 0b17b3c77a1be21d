import { z } from 'zod'

// Blockscout's REST API v2, the fields the history reads (BlockScoutWeb.API.V2.TransactionView
// `prepare_transaction`, TokenTransferView `prepare_token_transfer`, TokenView `token.json`,
// Helper `address_with_info`); every list is `{ items, next_page_params }`.

const addressRefSchema = z.object({ hash: z.string() })

export const blockscoutTransactionSchema = z.object({
  hash: z.string(),
  block_number: z.number().int().nonnegative(),
  position: z.number().int().nullable().optional(),
  timestamp: z.string(),
  from: addressRefSchema,
  to: addressRefSchema.nullable(),
  created_contract: addressRefSchema.nullable().optional(),
  value: z.string(),
  nonce: z.number().int(),
  /** `ok` or `error` (null while pending). */
  status: z.string().nullable(),
})
export type BlockscoutTransaction = z.infer<typeof blockscoutTransactionSchema>

export const blockscoutTokenTransferSchema = z.object({
  transaction_hash: z.string(),
  block_number: z.number().int().nonnegative(),
  log_index: z.union([z.number(), z.string()]),
  timestamp: z.string().nullable(),
  from: addressRefSchema,
  to: addressRefSchema,
  total: z.object({ value: z.string().optional(), decimals: z.string().nullable().optional() }).nullable(),
  token: z.object({
    // `address_hash` since Blockscout 8; `address` before.
    address_hash: z.string().optional(),
    address: z.string().optional(),
    name: z.string().nullable(),
    symbol: z.string().nullable(),
    decimals: z.string().nullable(),
    type: z.string(),
    icon_url: z.string().nullable().optional(),
  }),
})
export type BlockscoutTokenTransfer = z.infer<typeof blockscoutTokenTransferSchema>

/** A page of a Blockscout list; `next_page_params` is null on the last page. */
export const blockscoutPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(z.unknown()).transform((items) => items.flatMap((entry) => {
    // An item of another shape (a chain-specific row) is dropped; its neighbours are kept.
    const parsed = item.safeParse(entry)
    return parsed.success ? [parsed.data as z.infer<Item>] : []
  })), next_page_params: z.record(z.string(), z.unknown()).nullable() })
