import { z } from 'zod'
import { createJsonStorage } from '../jsonStorage'
import type { KeyValueStorage } from '../frameStorage'

const PREFIX = 'portico-secure-site:device-share:'

/** A device share as the frame keeps it: base64url of a 65-byte Shamir share of the 64-byte secret. */
const storedDeviceShareSchema = z.object({ version: z.literal(1), share: z.string().regex(/^[A-Za-z0-9_-]{40,400}$/) })

/** This device's share of each wallet signed in here, in the frame origin's storage only. */
export interface DeviceShareStorage {
  read(userId: string): string | undefined
  write(userId: string, share: string): void
  clear(userId: string): void
}

/**
 * The device shares in the frame origin's localStorage, keyed by user id; a value that does not
 * parse reads as none (the device then recovers with the user's factor).
 * @example const shares = createDeviceShareStorage(localStorage); shares.read(user.id)
 */
export function createDeviceShareStorage(storage: KeyValueStorage): DeviceShareStorage {
  const { read, write } = createJsonStorage(storage)
  return {
    read: (userId) => storedDeviceShareSchema.safeParse(read(PREFIX + userId)).data?.share,
    write: (userId, share) => write(PREFIX + userId, storedDeviceShareSchema.parse({ version: 1, share })),
    clear: (userId) => storage.removeItem(PREFIX + userId),
  }
}
