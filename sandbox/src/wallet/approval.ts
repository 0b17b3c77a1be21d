import { isAddressEqual, type Address } from 'viem'
import { createSiteApproval, type ApprovalStorage, type SiteApproval } from '../wallets/siteApproval'

/** Where the user's "connect" approval survives reloads, like a real wallet's site permissions. */
export const APPROVAL_STORAGE_KEY = 'portico-sandbox-wallet:approved'

export type { ApprovalStorage }
export type Approval = SiteApproval

/**
 * The persisted connection approval of one account. A stored approval for another address, or
 * anything unreadable (isAddressEqual throws on a malformed one), counts as not approved.
 * @example
 * const approval = createApproval(localStorage, account.address)
 * approval.approve() // survives a reload
 */
export function createApproval(storage: ApprovalStorage, address: Address): Approval {
  return createSiteApproval(storage, APPROVAL_STORAGE_KEY, address, (stored, own) => isAddressEqual(stored as Address, own as Address))
}
