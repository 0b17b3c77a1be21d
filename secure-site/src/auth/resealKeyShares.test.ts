import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { AuthStore, KeyShares } from './authStore'
import { decryptAtRest, encryptAtRest } from './encryptAtRest'
import { createMemoryAuthStore } from './memoryAuthStore'
import { resealKeyShares } from './resealKeyShares'
import type { SealingKey } from './sealingKeys'

const key = (kid: string): SealingKey => ({ kid, key: new Uint8Array(randomBytes(32)) })
const OLD = key('old')
const NEXT = key('next')
const DROPPED = key('dropped')
const sharesOf = (recovery: string, devices: Record<string, string>): KeyShares => ({
  recovery: { authShare: recovery, sealedRecoveryShare: { version: 1, iv: 'i'.repeat(16), ciphertext: 'c'.repeat(44) }, recoveryFactor: { kind: 'password', kdf: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: 's'.repeat(22) } },
  devices,
})

/** Users as a store holds them mid-rotation: shares under the old key, some under the new, one not openable. */
async function storeMidRotation(): Promise<AuthStore & { auditLog: readonly { event: string; userId: string | null; details: object }[] }> {
  const store = createMemoryAuthStore()
  const seed = async (id: string, shares?: KeyShares) => {
    await store.createUserIfAbsent({ id, email: `${id}@example.com`, devices: [] })
    if (shares) await store.putKeySharesIfAbsent(id, shares)
  }
  const first = encryptAtRest('share-a1', OLD, 'u-a')
  await seed('u-a', sharesOf(first, { laptop: first, phone: encryptAtRest('share-a2', NEXT, 'u-a') }))
  await seed('u-b', sharesOf(encryptAtRest('share-b1', OLD, 'u-b'), { laptop: encryptAtRest('share-b2', OLD, 'u-b') }))
  await seed('u-c')
  // One sealed under a key no longer listed, one copied from another user's record.
  await seed('u-d', sharesOf(encryptAtRest('share-d1', NEXT, 'u-d'), { tablet: encryptAtRest('share-d2', DROPPED, 'u-d') }))
  await seed('u-e', sharesOf(encryptAtRest('share-e1', OLD, 'u-a'), {}))
  return store
}

describe('resealKeyShares', () => {
  it('seals every share not under the first key anew, page by page, reports each failure by user and share, and audits each user re-sealed', async () => {
    const store = await storeMidRotation()
    const report = await resealKeyShares({ store, sealingKeys: [NEXT, OLD], now: () => 1_000, pageSize: 2 })
    expect(report).toEqual({
      users: 4,
      resealed: 4,
      alreadyCurrent: 2,
      failed: [
        { userId: 'u-d', share: 'device:tablet', reason: 'Sealed under the at-rest key dropped, which is not listed' },
        { userId: 'u-e', share: 'recovery', reason: 'It does not open under the key it names: altered, or sealed for another user' },
      ],
    })
    expect(JSON.stringify(report)).not.toMatch(/share-/)
    // What was re-sealed opens under the new key alone.
    const opened = async (id: string) => {
      const shares = (await store.getUser(id))?.keyShares
      return [shares?.recovery.authShare ?? '', ...Object.values(shares?.devices ?? {})].map((sealed) => decryptAtRest(sealed, [NEXT], id).plaintext)
    }
    expect(await opened('u-a')).toEqual(['share-a1', 'share-a1', 'share-a2'])
    expect(await opened('u-b')).toEqual(['share-b1', 'share-b2'])
    expect(store.auditLog.map(({ event, userId, details }) => ({ event, userId, details }))).toEqual([
      { event: 'key-shares-resealed', userId: 'u-a', details: { shares: 2, kid: 'next' } },
      { event: 'key-shares-resealed', userId: 'u-b', details: { shares: 2, kid: 'next' } },
    ])
    // A second sweep finds nothing left to do but the failures.
    expect(await resealKeyShares({ store, sealingKeys: [NEXT, OLD] })).toMatchObject({ users: 4, resealed: 0, alreadyCurrent: 6 })
  })

  it('never overwrites a share an instance wrote between its read and its write: it reads the slot again', async () => {
    const store = createMemoryAuthStore()
    await store.createUserIfAbsent({ id: 'u-a', email: 'a@example.com', devices: [] })
    const sealed = encryptAtRest('share-1', OLD, 'u-a')
    await store.putKeySharesIfAbsent('u-a', sharesOf(sealed, { laptop: sealed }))
    // A device registers a new share of its own just as the sweep writes the re-sealed old one.
    const newer = encryptAtRest('share-2', NEXT, 'u-a')
    let racing = true
    const raced: AuthStore = {
      ...store,
      replaceSealedShare: async (userId, slot, expected, next) => {
        if (racing && slot.kind === 'device') {
          racing = false
          await store.setDeviceShare(userId, slot.deviceId, newer)
        }
        return store.replaceSealedShare(userId, slot, expected, next)
      },
    }
    expect(await resealKeyShares({ store: raced, sealingKeys: [NEXT, OLD] })).toEqual({ users: 1, resealed: 1, alreadyCurrent: 1, failed: [] })
    expect((await store.getUser('u-a'))?.keyShares?.devices).toEqual({ laptop: newer })
  })
})
