import { transactionHistoryResponseSchema, type PluginHost, type TransactionHistoryResponse } from '@portico/contracts'

/**
 * One page of GET /v1/account/{account}/history (SPEC section 7): `cursor` from the previous page,
 * `chainId` the CAIP-2 network id.
 */
export function fetchTransactionsPage(
  host: PluginHost,
  args: { account: string; cursor: string | undefined; chainId: string },
): Promise<TransactionHistoryResponse> {
  return host.api.blockchain.get(`/v1/account/${args.account}/history`, transactionHistoryResponseSchema, {
    cursor: args.cursor,
    chainId: args.chainId,
  })
}
