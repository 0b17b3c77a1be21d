import * as z from 'zod/mini'

export type ApprovalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type SiteApproval = {
  isApproved(): boolean
  approve(): void
  revoke(): void
}

const storedSchema = z.object({ address: z.string() })

/**
 * The user's "connect" approval of one wallet account, kept across reloads like a real
 * extension's site permissions. An approval of another address, or anything unreadable, is none.
 * @example
 * const approval = createSiteApproval(localStorage, 'portico-sandbox-solana:approved', address)
 */
export function createSiteApproval(
  storage: ApprovalStorage,
  key: string,
  address: string,
  /** How stored and own addresses compare; EVM addresses compare without their checksum case. */
  sameAddress: (stored: string, own: string) => boolean = (stored, own) => stored === own,
): SiteApproval {
  const read = () => {
    try {
      const raw = storage.getItem(key)
      const parsed = storedSchema.safeParse(raw === null ? null : JSON.parse(raw))
      return parsed.success && sameAddress(parsed.data.address, address)
    } catch {
      return false
    }
  }
  let approved = read()
  return {
    isApproved: () => approved,
    approve: () => {
      approved = true
      storage.setItem(key, JSON.stringify({ address }))
    },
    revoke: () => {
      approved = false
      storage.removeItem(key)
    },
  }
}
