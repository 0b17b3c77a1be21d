import { z } from 'zod'

/** EIP-5792 status codes this wallet answers: pending, confirmed, not included, reverted. */
export const CALLS_STATUS = { pending: 100, confirmed: 200, offchainFailure: 400, reverted: 500 } as const

export type CallsStatusCode = (typeof CALLS_STATUS)[keyof typeof CALLS_STATUS]

/** The part of an eth_getTransactionReceipt answer the status needs (the rest is passed on as it is). */
export const rpcReceiptSchema = z.object({ status: z.enum(['0x1', '0x0']), transactionHash: z.string() }).loose()
export type RpcReceipt = z.infer<typeof rpcReceiptSchema>

/**
 * The status of a batch sent as one transaction: its receipt's status once mined, pending while
 * the node still knows the transaction, and 400 (nothing happened on chain) when it knows neither.
 * @example callsStatusCode({ receipt: null, known: true }) // 100
 */
export function callsStatusCode({ receipt, known }: { receipt: RpcReceipt | null; known: boolean }): CallsStatusCode {
  if (receipt) return receipt.status === '0x1' ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted
  return known ? CALLS_STATUS.pending : CALLS_STATUS.offchainFailure
}
