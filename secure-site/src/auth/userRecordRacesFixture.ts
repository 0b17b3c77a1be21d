import { expect, it } from 'vitest'
import type { AuthService } from './authService'
import type { AuditEntry, AuthStore } from './authStore'
import { pauseStoreAfter, type PausedRead } from './pauseStoreAfter'
import type { ConnectOtpReply } from './schemas'
import { APPROVE_LINK, createRaceHarness, LAPTOP, MAILED_CODE, PHONE, RACE_SOCIAL_PROVIDER, TABLET, type RaceStores } from './raceHarness'

/** A store handle that also keeps the details of the logins it audits: which login says it made the user. */
function watchLogins(store: AuthStore): { store: AuthStore; logins: AuditEntry['details'][] } {
  const logins: AuditEntry['details'][] = []
  const appendAudit: AuthStore['appendAudit'] = async (entry) => {
    if (entry.event === 'login') logins.push(entry.details)
    await store.appendAudit(entry)
  }
  return { store: { ...store, appendAudit }, logins }
}

/**
 * Two first logins of one account at two instances: A's pauses after `find`, B's runs whole, then
 * A's goes on. Each store handle keeps the logins it audits.
 */
async function raceFirstLogins(storeA: AuthStore, storeB: AuthStore, find: PausedRead, loginAt: (store: AuthStore, deviceId: string) => Promise<ConnectOtpReply>) {
  const [watchedA, watchedB] = [watchLogins(storeA), watchLogins(storeB)]
  const a = pauseStoreAfter(watchedA.store, find)
  const [phone, tablet] = await Promise.all([loginAt(a.store, PHONE), a.paused.then(() => loginAt(watchedB.store, TABLET)).finally(a.release)])
  return { phone, tablet, logins: [watchedA.logins, watchedB.logins] }
}

/**
 * Changes to one user racing between two instances: each race lets one caller read the user, runs
 * the other's whole request meanwhile, then lets the first write, so a save of the whole record
 * from that read loses the other's change every run, and a first login (email, social, Farcaster)
 * that trusts its read makes a second user. Called inside a describe whose stores are ready by the
 * first test.
 */
export function userRecordRaceTests(stores: RaceStores): void {
  const { serviceOn, login, socialLogin, farcasterLogin, lastTo, freshEmail, freshSocialSubject, freshFid } = createRaceHarness()
  /** A device asks to sign in: the token of the approval link mailed for it. */
  const askForDevice = async (service: AuthService, email: string, deviceId: string) => {
    await service.connectEmail({ email, deviceId })
    return lastTo(email, APPROVE_LINK)
  }
  /** An email change up to its last step: the code mailed to the new address. */
  const changeEmailUpToLastCode = async (service: AuthService, token: string, newEmail: string) => {
    const current = (await service.getSession(token)).user.email ?? ''
    await service.updateEmail(token, { newEmail })
    await service.updateEmailPrimaryOtp(token, { otp: lastTo(current, MAILED_CODE) })
    return lastTo(newEmail, MAILED_CODE)
  }

  it('keeps a device approved while the email changes, when the email change read the user first', async () => {
    const [storeA, storeB] = stores()
    const [email, newEmail] = [freshEmail(), freshEmail()]
    const laptop = await login(serviceOn(storeA), email, LAPTOP)
    const userId = (await serviceOn(storeA).getSession(laptop)).user.id
    const code = await changeEmailUpToLastCode(serviceOn(storeA), laptop, newEmail)
    const link = await askForDevice(serviceOn(storeB), email, PHONE)
    const a = pauseStoreAfter(storeA, 'getUser')
    await Promise.all([serviceOn(a.store).updateEmailSecondaryOtp(laptop, { otp: code }), a.paused.then(() => serviceOn(storeB).approveDevice(link)).finally(a.release)])
    expect(await storeB.getUser(userId)).toMatchObject({ email: newEmail, devices: [LAPTOP, PHONE] })
  })

  it('keeps the new email when a device approval read the user first', async () => {
    const [storeA, storeB] = stores()
    const [email, newEmail] = [freshEmail(), freshEmail()]
    const laptop = await login(serviceOn(storeA), email, LAPTOP)
    const userId = (await serviceOn(storeA).getSession(laptop)).user.id
    const code = await changeEmailUpToLastCode(serviceOn(storeB), laptop, newEmail)
    const link = await askForDevice(serviceOn(storeA), email, PHONE)
    const a = pauseStoreAfter(storeA, 'findUserByEmail')
    await Promise.all([serviceOn(a.store).approveDevice(link), a.paused.then(() => serviceOn(storeB).updateEmailSecondaryOtp(laptop, { otp: code })).finally(a.release)])
    expect(await storeB.getUser(userId)).toMatchObject({ email: newEmail, devices: [LAPTOP, PHONE] })
  })

  it('keeps both devices when two are approved at once at two instances', async () => {
    const [storeA, storeB] = stores()
    const email = freshEmail()
    await login(serviceOn(storeA), email, LAPTOP)
    const phoneLink = await askForDevice(serviceOn(storeA), email, PHONE)
    const tabletLink = await askForDevice(serviceOn(storeB), email, TABLET)
    const a = pauseStoreAfter(storeA, 'findUserByEmail')
    await Promise.all([serviceOn(a.store).approveDevice(phoneLink), a.paused.then(() => serviceOn(storeB).approveDevice(tabletLink)).finally(a.release)])
    expect((await storeB.findUserByEmail(email))?.devices).toEqual([LAPTOP, TABLET, PHONE])
    for (const deviceId of [PHONE, TABLET]) expect(await serviceOn(storeB).connectDevice({ email, deviceId })).toEqual({ action: 'VERIFY_OTP' })
  })

  it("makes one user of a new email's first logins on two devices at once", async () => {
    const [storeA, storeB] = stores()
    const service = serviceOn(storeA)
    const email = freshEmail()
    const codes: string[] = []
    for (const deviceId of [PHONE, TABLET]) {
      await service.approveDevice(await askForDevice(service, email, deviceId))
      await service.connectDevice({ email, deviceId })
      codes.push(lastTo(email, MAILED_CODE))
    }
    const a = pauseStoreAfter(storeA, 'findUserByEmail')
    const [phone, tablet] = await Promise.all([
      serviceOn(a.store).connectOtp({ email, deviceId: PHONE, otp: codes[0] ?? '' }),
      a.paused.then(() => serviceOn(storeB).connectOtp({ email, deviceId: TABLET, otp: codes[1] ?? '' })).finally(a.release),
    ])
    expect(phone.user.id).toBe(tablet.user.id)
    expect(await storeB.findUserByEmail(email)).toMatchObject({ id: tablet.user.id, devices: [TABLET, PHONE] })
  })

  it("makes one user of a social account's first logins at two instances at once", async () => {
    const [storeA, storeB] = stores()
    const subject = freshSocialSubject()
    const { phone, tablet, logins } = await raceFirstLogins(storeA, storeB, 'findUserBySocial', (store, deviceId) => socialLogin(serviceOn(store), subject, deviceId))
    expect(phone.user.id).toBe(tablet.user.id)
    const users = (await storeB.listUsers(undefined, 10_000)).filter((user) => user.social?.subject === subject)
    expect(users).toEqual([expect.objectContaining({ id: tablet.user.id, social: { provider: RACE_SOCIAL_PROVIDER, subject, userName: `name of ${subject}`, email: null } })])
    for (const { token } of [phone, tablet]) expect((await serviceOn(storeB).getSession(token)).user.id).toBe(tablet.user.id)
    expect(logins).toEqual([
      [{ method: 'social', provider: RACE_SOCIAL_PROVIDER, newUser: false }],
      [{ method: 'social', provider: RACE_SOCIAL_PROVIDER, newUser: true }],
    ])
  })

  it("makes one user of a Farcaster account's first logins on two devices at once, holding both devices", async () => {
    const [storeA, storeB] = stores()
    const fid = freshFid()
    const { phone, tablet, logins } = await raceFirstLogins(storeA, storeB, 'findUserByFarcasterFid', (store, deviceId) => farcasterLogin(serviceOn(store), fid, deviceId))
    expect(phone.user.id).toBe(tablet.user.id)
    const users = (await storeB.listUsers(undefined, 10_000)).filter((user) => user.farcaster?.fid === fid)
    expect(users).toEqual([expect.objectContaining({ id: tablet.user.id, farcaster: { fid, userName: `fid-${fid}` }, devices: [TABLET, PHONE] })])
    for (const { token } of [phone, tablet]) expect((await serviceOn(storeB).getSession(token)).user.id).toBe(tablet.user.id)
    // Each device is new to the user; only the login that wrote the user says it made it.
    expect(logins).toEqual([
      [{ method: 'farcaster', newUser: false, newDevice: true }],
      [{ method: 'farcaster', newUser: true, newDevice: true }],
    ])
  })
}
