/**
 * The methods the JSON-RPC proxy forwards to a node by default, as a public RPC endpoint serves a
 * dapp's page: the standard reads, fee queries and `eth_sendRawTransaction` (already signed, so
 * the node holds no key for it), which covers what the modal and viem's actions ask. Not here,
 * on purpose: anything that acts with the node's own keys or state (`eth_sendTransaction`,
 * `eth_sign`, `eth_accounts`, `personal_*`), node administration and test controls (`admin_*`,
 * `debug_*`, `txpool_*`, `anvil_*`, `hardhat_*`, `evm_*`), and filters, which hold state on the
 * node per caller (viem falls back to `eth_getLogs`). A project widens the list with `rpcMethods`.
 */
export const PROXY_RPC_METHODS: ReadonlySet<string> = new Set([
  'web3_clientVersion',
  'net_version',
  'eth_chainId',
  'eth_syncing',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getProof',
  'eth_getTransactionCount',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_sendRawTransaction',
])

/**
 * Whether the proxy forwards `method` for a project: the default list, or the project's own additions.
 * @example proxyForwards('eth_getBalance', []) // true
 * @example proxyForwards('anvil_setBalance', []) // false
 */
export function proxyForwards(method: string, projectMethods: readonly string[]): boolean {
  return PROXY_RPC_METHODS.has(method) || projectMethods.includes(method)
}
