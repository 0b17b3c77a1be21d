import { describe, expect, it, vi } from 'vitest'
import { abortableApprovals, oneAtATime, type ApprovalRequest } from './approvalRequest'

const request: ApprovalRequest = { method: 'personal_sign', dappName: 'Demo', origin: 'http://127.0.0.1:5173', details: [] }

describe('abortableApprovals', () => {
  it('RPC_ABORT rejects the approval being shown, takes its card away, and the next one shows', async () => {
    const shown: string[] = []
    const onAbort = vi.fn()
    // A card nobody answers, then one the user approves.
    const view = vi.fn((next: ApprovalRequest) => {
      shown.push(next.method)
      return next.method === 'personal_sign' ? new Promise<boolean>(() => undefined) : Promise.resolve(true)
    })
    const approvals = abortableApprovals(view, onAbort)
    const approve = oneAtATime(approvals.approve)
    const first = approve(request).catch((error: Error & { code?: number }) => [error.message, error.code])
    const second = approve({ ...request, method: 'eth_sendTransaction' })
    await vi.waitFor(() => expect(shown).toEqual(['personal_sign']))
    expect(approvals.abort()).toBe(true)
    await expect(first).resolves.toEqual(['Request was aborted', 4001])
    expect(onAbort).toHaveBeenCalledOnce()
    await expect(second).resolves.toBe(true)
    expect(shown).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(approvals.abort()).toBe(false)
  })
})
