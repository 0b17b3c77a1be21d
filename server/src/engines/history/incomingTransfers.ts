import { erc20Abi, getAbiItem, type Address, type Hex } from 'viem'
import { getLogs } from 'viem/actions'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { upstream } from '../../http/upstreamError'

/** An ERC-20 Transfer log to the owner. */
export interface IncomingTransfer {
  token: Address
  from: Address
  value: bigint
  transactionHash: Hex
  blockNumber: bigint
  transactionIndex: number
  logIndex: number
}

const TRANSFER = getAbiItem({ abi: erc20Abi, name: 'Transfer' })

/**
 * The Transfer logs of `tokens` to `owner` in blocks `fromBlock..toBlock` (both included), by
 * eth_getLogs over ranges of at most `maxBlockRange` blocks (nodes refuse wider ones), oldest range
 * first. Otterscan indexes the transactions an account sends or is called in, not the tokens others
 * send it: these are the rows it misses.
 * @example const logs = await incomingTransfers(chain, owner, [pusd], 0n, 120n, 10_000n)
 */
export async function incomingTransfers(chain: ChainRuntime, owner: Address, tokens: readonly Address[], fromBlock: bigint, toBlock: bigint, maxBlockRange: bigint): Promise<IncomingTransfer[]> {
  if (tokens.length === 0 || toBlock < fromBlock) return []
  const ranges: [bigint, bigint][] = []
  for (let start = fromBlock; start <= toBlock; start += maxBlockRange) ranges.push([start, start + maxBlockRange - 1n < toBlock ? start + maxBlockRange - 1n : toBlock])
  const pages = await Promise.all(
    ranges.map(([start, end]) =>
      upstream(chain.config.id, 'history-logs', () => getLogs(chain.client, { address: [...tokens], event: TRANSFER, args: { to: owner }, fromBlock: start, toBlock: end, strict: true })),
    ),
  )
  return pages.flat().map((log) => ({
    token: log.address,
    from: log.args.from,
    value: log.args.value,
    transactionHash: log.transactionHash,
    blockNumber: log.blockNumber,
    transactionIndex: log.transactionIndex,
    logIndex: log.logIndex,
  }))
}
