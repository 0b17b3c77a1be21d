import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { AuthContext } from './authContext'

/** A device approval link waiting for its click: for an email, whether or not it has an account yet. */
export const pendingDeviceLinkSchema = z.object({ email: z.string(), deviceId: z.string() })
export type PendingDeviceLink = z.infer<typeof pendingDeviceLinkSchema>

/** An email change between its two codes. */
export const pendingEmailChangeSchema = z.object({ newEmail: z.string(), step: z.enum(['primary', 'secondary']) })
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>

const deviceListSchema = z.array(z.string())

// The store keeps a link token's hash: whoever reads the store cannot click the links.
const deviceLinkKey = (token: string) => `device-link:${createHash('sha256').update(token).digest('base64url')}`
const approvedKey = (email: string, deviceId: string) => `device-approved:${email}:${deviceId}`
const unregisteredKey = (email: string) => `unregistered-devices:${email}`
const emailChangeKey = (userId: string) => `email-change:${userId}`
export const FARCASTER_NONCE_PREFIX = 'farcaster-nonce:'

/** How long a device approved for an email without an account stays approved, waiting for its first code. */
const UNREGISTERED_DEVICE_TTL_MS = 24 * 60 * 60_000

/** Reads a record through its schema: a record that does not parse is treated as absent. */
const parsed = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => schema.safeParse(value).data

export async function putDeviceLink(ctx: AuthContext, token: string, link: PendingDeviceLink, expiresAt: number): Promise<void> {
  await ctx.store.putPending(deviceLinkKey(token), link, expiresAt)
}

/** The link's record, deleted as it is read (single use across instances); undefined once used or expired. */
export async function takeDeviceLink(ctx: AuthContext, token: string): Promise<PendingDeviceLink | undefined> {
  return parsed(pendingDeviceLinkSchema, await ctx.store.takePending(deviceLinkKey(token), ctx.now()))
}

/** Marks a device approved by link and not yet sent its code. */
export async function markApprovedAwaitingCode(ctx: AuthContext, email: string, deviceId: string, expiresAt: number): Promise<void> {
  await ctx.store.putPending(approvedKey(email, deviceId), true, expiresAt)
}

/** True once per approval: the caller then mails the code. */
export async function takeApprovedAwaitingCode(ctx: AuthContext, email: string, deviceId: string): Promise<boolean> {
  return (await ctx.store.takePending(approvedKey(email, deviceId), ctx.now())) === true
}

/** Devices approved by link for an email that has no account yet (its first code makes the account). */
export async function unregisteredDevices(ctx: AuthContext, email: string): Promise<string[]> {
  return parsed(deviceListSchema, await ctx.store.getPending(unregisteredKey(email), ctx.now())) ?? []
}

export async function addUnregisteredDevice(ctx: AuthContext, email: string, deviceId: string): Promise<void> {
  const devices = await unregisteredDevices(ctx, email)
  await ctx.store.putPending(unregisteredKey(email), [...new Set([...devices, deviceId])], ctx.now() + UNREGISTERED_DEVICE_TTL_MS)
}

export async function forgetUnregisteredDevices(ctx: AuthContext, email: string): Promise<void> {
  await ctx.store.deletePending(unregisteredKey(email))
}

export async function getEmailChange(ctx: AuthContext, userId: string): Promise<PendingEmailChange | undefined> {
  return parsed(pendingEmailChangeSchema, await ctx.store.getPending(emailChangeKey(userId), ctx.now()))
}

export async function putEmailChange(ctx: AuthContext, userId: string, change: PendingEmailChange, expiresAt: number): Promise<void> {
  await ctx.store.putPending(emailChangeKey(userId), change, expiresAt)
}

export async function deleteEmailChange(ctx: AuthContext, userId: string): Promise<void> {
  await ctx.store.deletePending(emailChangeKey(userId))
}
