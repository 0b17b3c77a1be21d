import { transactionHistoryResponseSchema, transactionsOnChain, type PluginHost, type Transaction } from '@portico/contracts'

/**
 * One page of GET /v1/account/{account}/history (SPEC section 7): `cursor` from the previous page,
 * `chainId` the CAIP-2 network id. A transaction the API sends without its chain or transfers (a
 * chain it does not map) is kept, on `chainId`, with no transfers.
 */
export async function fetchTransactionsPage(
  host: PluginHost,
  args: { account: string; cursor: string | undefined; chainId: string },
): Promise<{ data: Transaction[]; next?: string | null }> {
  const page = await host.api.blockchain.get(`/v1/account/${args.account}/history`, transactionHistoryResponseSchema, {
    cursor: args.cursor,
    chainId: args.chainId,
  })
  return transactionsOnChain(page, args.chainId)
}
