import { describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../../core/createShellCore'
import { appKitOptionsSchema } from '../../options/appKitOptionsSchema'
import { testMainnet } from '../../testing/networks'
import { createFrameApproval } from './frameApproval'
import type { FrameChannel } from './frameChannel'

/** An approval over a frame whose answer the test gives, in a real shell core (modal and history). */
function setup() {
  const core = createShellCore(appKitOptionsSchema.parse({ projectId: 'p', networks: [testMainnet], features: { analytics: false } }), { window: undefined, storage: undefined })
  let answer: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined
  const showAt = vi.fn()
  const abortRpc = vi.fn(async () => undefined)
  const frame = {
    request: (_name: string, _payload: unknown, options: { signal?: AbortSignal } = {}) =>
      new Promise((resolve, reject) => {
        answer = { resolve, reject }
        options.signal?.addEventListener('abort', () => reject(options.signal?.reason as Error))
      }),
    showAt,
    abortRpc,
  } as unknown as FrameChannel
  const refreshBalance = vi.fn()
  const approval = createFrameApproval(core, { modal: core.modal, refreshBalance, frame: () => frame })
  const view = () => core.store.get(core.atoms.history).map((entry) => entry.view)
  return { core, approval, answer: () => answer, refreshBalance, showAt, abortRpc, view }
}

describe('createFrameApproval', () => {
  it('opens ApproveTransaction, and after the answer closes the modal it opened, refreshing the balance', async () => {
    const { core, approval, answer, refreshBalance, showAt, view } = setup()
    const pending = approval.approve({ method: 'personal_sign', params: ['0x68', '0x00'] })
    expect(core.store.get(core.atoms.modal).open).toBe(true)
    expect(view()).toEqual(['ApproveTransaction'])
    answer()?.resolve('0xsig')
    await expect(pending).resolves.toBe('0xsig')
    expect(core.store.get(core.atoms.modal).open).toBe(false)
    expect(refreshBalance).toHaveBeenCalled()
    expect(showAt).toHaveBeenLastCalledWith(undefined)
  })

  it('pops back to the view it was opened from, after a success or an rpc error', async () => {
    const { core, approval, answer, view } = setup()
    core.modal.open('Account')
    const rejected = approval.approve({ method: 'eth_sendTransaction', params: [{}] }).catch((error: Error) => error.message)
    expect(view()).toEqual(['Account', 'ApproveTransaction'])
    answer()?.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(rejected).resolves.toBe('User rejected the request.')
    expect(view()).toEqual(['Account'])
    expect(core.store.get(core.atoms.modal).open).toBe(true)
  })

  it('aborts when the modal closes: Request was aborted, and the frame drops the request (RPC_ABORT)', async () => {
    const { core, approval, abortRpc } = setup()
    const pending = approval.approve({ method: 'personal_sign', params: ['0x68', '0x00'] }).catch((error: Error) => error.message)
    core.modal.close()
    await expect(pending).resolves.toBe('Request was aborted')
    expect(abortRpc).toHaveBeenCalledOnce()
  })
})
