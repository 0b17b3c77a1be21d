import { describe, expect, it, vi } from 'vitest'
import { logRangeIssue } from './logBlockRange'

describe('logRangeIssue', () => {
  const latest = () => Promise.resolve(5_000n)

  it('lets a range within the bound, a block hash and a filter the node will refuse through', async () => {
    expect(await logRangeIssue([{ fromBlock: '0x1', toBlock: '0x64' }], 100, latest)).toBeUndefined()
    expect(await logRangeIssue([{ blockHash: `0x${'ab'.repeat(32)}` }], 100, latest)).toBeUndefined()
    expect(await logRangeIssue(['not a filter'], 100, latest)).toBeUndefined()
  })

  it('counts tags as the head (earliest as 0), asking the head only when a tag needs it', async () => {
    expect(await logRangeIssue([{ fromBlock: 'earliest' }], 100, latest)).toBe('eth_getLogs spans 5001 blocks; query at most 100 blocks at a time')
    expect(await logRangeIssue([{ fromBlock: '0x1325', toBlock: 'latest' }], 100, latest)).toBeUndefined()
    const head = vi.fn(latest)
    await logRangeIssue([{ fromBlock: '0x0', toBlock: '0x186a0' }], 100, head)
    expect(head).not.toHaveBeenCalled()
  })
})
