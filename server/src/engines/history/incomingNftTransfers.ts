import { parseAbiItem, type Address, type Hex } from 'viem'
import { getLogs } from 'viem/actions'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { upstream } from '../../http/upstreamError'

/** An ERC-721 Transfer log to the owner, from any collection. */
export interface IncomingNftTransfer {
  collection: Address
  from: Address
  tokenId: bigint
  transactionHash: Hex
  blockNumber: bigint
  transactionIndex: number
}

/** ERC-721's Transfer: the same topic as ERC-20's, with the token id as a fourth topic, so strict decoding keeps only NFTs. */
export const ERC721_TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)')

/**
 * The ERC-721 Transfer logs to `owner` in blocks `fromBlock..toBlock` from any contract (no token
 * list names NFT collections), by eth_getLogs over ranges of at most `maxBlockRange` blocks: the
 * mints and airdrops Otterscan misses, as it indexes only what the owner sends or is called in.
 * @example const nfts = await incomingNftTransfers(chain, owner, 0n, 120n, 10_000n)
 */
export async function incomingNftTransfers(chain: ChainRuntime, owner: Address, fromBlock: bigint, toBlock: bigint, maxBlockRange: bigint): Promise<IncomingNftTransfer[]> {
  if (toBlock < fromBlock) return []
  const ranges: [bigint, bigint][] = []
  for (let start = fromBlock; start <= toBlock; start += maxBlockRange) ranges.push([start, start + maxBlockRange - 1n < toBlock ? start + maxBlockRange - 1n : toBlock])
  const pages = await Promise.all(
    ranges.map(([start, end]) => upstream(chain.config.id, 'history-logs', () => getLogs(chain.client, { event: ERC721_TRANSFER, args: { to: owner }, fromBlock: start, toBlock: end, strict: true }))),
  )
  return pages.flat().map((log) => ({
    collection: log.address,
    from: log.args.from,
    tokenId: log.args.tokenId,
    transactionHash: log.transactionHash,
    blockNumber: log.blockNumber,
    transactionIndex: log.transactionIndex,
  }))
}
