import { z } from 'zod'
import { FrameRequestError, REQUEST_ABORTED_MESSAGE } from './frameRequestError'

/** One readable line of what the user is asked to approve (`{ label: 'To', value: '0x...' }`). */
export const approvalDetailSchema = z.object({ label: z.string().max(200), value: z.string().max(1_000_000) })
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>

/** What the approval UI shows: who asks (the dapp's name as it says, and its real origin, and the top-level site), what, and the details. */
export const approvalRequestSchema = z.object({
  method: z.string().max(200),
  /** The name the dapp gave in SYNC_DAPP_DATA; self-declared, so the origin is shown beside it. */
  dappName: z.string().max(200).optional(),
  /** The origin of the page that asked (the frame's parent). */
  origin: z.string().max(2_000),
  /** The top-level site (`location.ancestorOrigins`' last entry), shown when it is not `origin`. */
  topOrigin: z.string().max(2_000).optional(),
  details: z.array(approvalDetailSchema).max(50),
})
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>

/** Shows the request and resolves true on the user's Approve click, false on Reject. */
export type Approve = (request: ApprovalRequest) => Promise<boolean>

/** The approval the frame shows, which RPC_ABORT can stop. */
export type AbortableApprovals = {
  approve: Approve
  /** Rejects the approval being shown with 'Request was aborted' (4001); false when none is. */
  abort: () => boolean
}

/**
 * Makes the approval being shown abortable (RPC_ABORT): its request fails with 'Request was
 * aborted' and `onAbort` takes the card away. Wrap each approval, inside oneAtATime, so the next
 * one is not held behind a card nobody answers.
 * @example const approvals = abortableApprovals(view.approve, view.dismiss)
 */
export function abortableApprovals(approve: Approve, onAbort: () => void = () => undefined): AbortableApprovals {
  let abortShown: (() => void) | undefined
  return {
    approve: (request) =>
      new Promise<boolean>((resolve, reject) => {
        const abort = () => reject(new FrameRequestError(REQUEST_ABORTED_MESSAGE, 4001))
        abortShown = abort
        approve(request).then(resolve, reject).finally(() => {
          if (abortShown === abort) abortShown = undefined
        })
      }),
    abort() {
      const abort = abortShown
      abortShown = undefined
      if (!abort) return false
      abort()
      onAbort()
      return true
    },
  }
}

/**
 * One approval at a time: a request that arrives while another is shown waits for it to be
 * answered, then shows (the page sees its reply later, never an error for being second).
 * @example const approve = oneAtATime(createApprovalView(document))
 */
export function oneAtATime(approve: Approve): Approve {
  let queue: Promise<unknown> = Promise.resolve()
  return (request) => {
    const answer = queue.then(() => approve(request))
    queue = answer.catch(() => undefined)
    return answer
  }
}
