/** One readable line of what the user is asked to approve (`{ label: 'To', value: '0x...' }`). */
export type ApprovalDetail = { label: string; value: string }

/** What the frame's approval UI shows: who asks (the dapp's name as it says, and its real origin), what, and the details. */
export type ApprovalRequest = {
  method: string
  /** The name the dapp gave in SYNC_DAPP_DATA; self-declared, so the origin is shown beside it. */
  dappName: string | undefined
  origin: string
  details: readonly ApprovalDetail[]
}

/** Shows the request and resolves true on the user's Approve click, false on Reject. */
export type Approve = (request: ApprovalRequest) => Promise<boolean>

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
