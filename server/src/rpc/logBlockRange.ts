import { z } from 'zod'

const blockTagSchema = z.union([z.enum(['earliest', 'latest', 'pending', 'safe', 'finalized']), z.string().regex(/^0x[0-9a-fA-F]{1,16}$/)])

/** The filter of `eth_getLogs` as far as its range goes: a block hash, or a from/to pair (both `latest` when absent). */
const logFilterSchema = z.tuple([
  z.looseObject({
    blockHash: z.string().optional(),
    fromBlock: blockTagSchema.default('latest'),
    toBlock: blockTagSchema.default('latest'),
  }),
])

const numberOf = (tag: string, latest: () => Promise<bigint>): Promise<bigint> => (tag.startsWith('0x') ? Promise.resolve(BigInt(tag)) : tag === 'earliest' ? Promise.resolve(0n) : latest())

/**
 * Why an `eth_getLogs` call spans too many blocks, or undefined when it may go to the node.
 * Tags other than `earliest` count as the chain's head (`latest()`, asked only when a tag needs it).
 * A filter that does not parse is the node's to refuse.
 * @example await logRangeIssue([{ fromBlock: '0x0', toBlock: 'latest' }], 10_000, latest) // 'eth_getLogs spans ... blocks'
 */
export async function logRangeIssue(params: unknown, maxRange: number, latest: () => Promise<bigint>): Promise<string | undefined> {
  const parsed = logFilterSchema.safeParse(params)
  if (!parsed.success) return undefined
  const [filter] = parsed.data
  if (filter.blockHash !== undefined) return undefined
  const [from, to] = await Promise.all([numberOf(filter.fromBlock, latest), numberOf(filter.toBlock, latest)])
  const span = to - from + 1n
  return span > BigInt(maxRange) ? `eth_getLogs spans ${span} blocks; query at most ${maxRange} blocks at a time` : undefined
}
