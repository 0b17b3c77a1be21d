import { describe, expect, it } from 'vitest'
import { callsStatusCode } from './callsStatus'

const receipt = (status: '0x0' | '0x1') => ({ status, transactionHash: '0xabc' })

describe('the status of a batch', () => {
  it('is 200 for a successful receipt and 500 for a reverted one', () => {
    expect(callsStatusCode({ receipt: receipt('0x1'), known: true })).toBe(200)
    expect(callsStatusCode({ receipt: receipt('0x0'), known: true })).toBe(500)
  })

  it('is 100 while the node has the transaction without a receipt, 400 when it has neither', () => {
    expect(callsStatusCode({ receipt: null, known: true })).toBe(100)
    expect(callsStatusCode({ receipt: null, known: false })).toBe(400)
  })
})
