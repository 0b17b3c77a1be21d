import type { AuthStore, SealedShareSlot, UserRecord } from './authStore'
import { decryptAtRest, encryptAtRest } from './encryptAtRest'
import type { SealingKeys } from './sealingKeys'
import { sealedShareIn } from './sealedShareIn'

/** A share the sweep could not re-seal: whose, which, and why (never its value). */
export interface ResealFailure {
  userId: string
  /** `recovery`, or `device:<device id>`. */
  share: string
  reason: string
}

/** What a sweep did: users with shares looked at, and their sealed auth shares by outcome. */
export interface ResealReport {
  users: number
  resealed: number
  alreadyCurrent: number
  failed: ResealFailure[]
}

export interface ResealKeySharesOptions {
  store: AuthStore
  /** As the instances list them: the first seals, the others still open what they sealed. */
  sealingKeys: SealingKeys
  now?: () => number
  /** Users read per query. */
  pageSize?: number
}

/** A slot rewritten by an instance between the sweep's read and its write is read again, this many times in all. */
const ATTEMPTS_PER_SHARE = 3

/**
 * Seals every stored auth share not under the first key anew under it, each by compare-and-set
 * (a share an instance writes meanwhile is read again, never overwritten), so it runs safely
 * beside running instances. One audit entry per user re-sealed. Once it reports no failure, no
 * stored share needs any key but the first.
 * @example const report = await resealKeyShares({ store, sealingKeys: [next, old] })
 */
export async function resealKeyShares({ store, sealingKeys, now = Date.now, pageSize = 200 }: ResealKeySharesOptions): Promise<ResealReport> {
  const report: ResealReport = { users: 0, resealed: 0, alreadyCurrent: 0, failed: [] }
  let afterId: string | undefined
  for (;;) {
    const page = await store.listUsers(afterId, pageSize)
    for (const user of page) {
      if (!user.keyShares) continue
      report.users += 1
      const resealed = await resealUser(store, sealingKeys, user, report)
      if (resealed > 0) await store.appendAudit({ at: now(), event: 'key-shares-resealed', userId: user.id, deviceId: null, details: { shares: resealed, kid: sealingKeys[0].kid } })
    }
    afterId = page.at(-1)?.id
    if (page.length < pageSize) return report
  }
}

/** Re-seals one user's shares, counting each in `report`; returns how many it re-sealed. */
async function resealUser(store: AuthStore, sealingKeys: SealingKeys, user: UserRecord, report: ResealReport): Promise<number> {
  const slots: SealedShareSlot[] = [{ kind: 'recovery' }, ...Object.keys(user.keyShares?.devices ?? {}).map((deviceId) => ({ kind: 'device' as const, deviceId }))]
  let resealed = 0
  for (const slot of slots) {
    try {
      const outcome = await resealShare(store, sealingKeys, user, slot)
      if (outcome === 'resealed') resealed += 1
      if (outcome === 'current') report.alreadyCurrent += 1
    } catch (error) {
      report.failed.push({ userId: user.id, share: slot.kind === 'recovery' ? 'recovery' : `device:${slot.deviceId}`, reason: reasonOf(error) })
    }
  }
  report.resealed += resealed
  return resealed
}

async function resealShare(store: AuthStore, sealingKeys: SealingKeys, user: UserRecord, slot: SealedShareSlot): Promise<'resealed' | 'current' | 'gone'> {
  let sealed = sealedShareIn(user.keyShares, slot)
  for (let attempt = 0; attempt < ATTEMPTS_PER_SHARE; attempt += 1) {
    // Deleted meanwhile (the account, or the device's entry): nothing left to re-seal.
    if (sealed === undefined) return 'gone'
    const { plaintext, kid } = decryptAtRest(sealed, sealingKeys, user.id)
    if (kid === sealingKeys[0].kid) return 'current'
    if (await store.replaceSealedShare(user.id, slot, sealed, encryptAtRest(plaintext, sealingKeys[0], user.id))) return 'resealed'
    sealed = sealedShareIn((await store.getUser(user.id))?.keyShares, slot)
  }
  throw new Error(`It changed ${ATTEMPTS_PER_SHARE} times while the sweep re-sealed it: run the sweep again`)
}

// Node's AES-GCM failure names no cause; say what it means here.
const reasonOf = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  return message === 'Unsupported state or unable to authenticate data' ? 'It does not open under the key it names: altered, or sealed for another user' : message
}
