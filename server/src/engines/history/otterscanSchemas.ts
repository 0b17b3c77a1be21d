import { z } from 'zod'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)

/** The parts of `ots_searchTransactionsBefore`'s answer the history reads (Otterscan API, level 8). */
export const otsSearchResultSchema = z.object({
  txs: z.array(
    z.object({
      hash: hex,
      from: hex,
      to: hex.nullable(),
      value: hex,
      nonce: hex,
      blockNumber: hex,
      transactionIndex: hex.nullable().optional(),
      input: hex.optional(),
    }),
  ),
  receipts: z.array(
    z.object({
      transactionHash: hex,
      status: hex,
      timestamp: z.union([hex, z.number()]),
      contractAddress: hex.nullable().optional(),
      logs: z.array(z.object({ address: hex, topics: z.array(hex), data: hex })).default([]),
    }),
  ),
  firstPage: z.boolean(),
  lastPage: z.boolean(),
})
export type OtsSearchResult = z.infer<typeof otsSearchResultSchema>
