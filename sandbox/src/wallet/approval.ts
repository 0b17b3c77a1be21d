import { isAddressEqual, type Address } from 'viem'
import { z } from 'zod'
import { AddressSchema } from './schemas'

/** Where the user's "connect" approval survives reloads, like a real wallet's site permissions. */
export const APPROVAL_STORAGE_KEY = 'portico-sandbox-wallet:approved'

const StoredApprovalSchema = z.object({ address: AddressSchema })

export type ApprovalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type Approval = {
  isApproved(): boolean
  approve(): void
  revoke(): void
}

/**
 * The persisted connection approval of one account. A stored approval for another address, or
 * anything unreadable, counts as not approved.
 * @example
 * const approval = createApproval(localStorage, account.address)
 * approval.approve() // survives a reload
 */
export function createApproval(storage: ApprovalStorage, address: Address): Approval {
  const read = () => {
    try {
      const raw = storage.getItem(APPROVAL_STORAGE_KEY)
      const parsed = StoredApprovalSchema.safeParse(raw === null ? null : JSON.parse(raw))
      return parsed.success && isAddressEqual(parsed.data.address, address)
    } catch {
      return false
    }
  }
  let approved = read()
  return {
    isApproved: () => approved,
    approve: () => {
      approved = true
      storage.setItem(APPROVAL_STORAGE_KEY, JSON.stringify({ address }))
    },
    revoke: () => {
      approved = false
      storage.removeItem(APPROVAL_STORAGE_KEY)
    },
  }
}
