import { z } from 'zod'
import { deviceIdSchema } from '../../auth/schemas'
import { base64url } from './base64url'
import { socialFlowSchema, type SocialFlow } from './socialFlow'
import { createJsonStorage } from './jsonStorage'

const DEVICE_ID_KEY = 'portico-secure-site:device-id'
const SESSION_KEY = 'portico-secure-site:session'
const SOCIAL_FLOW_KEY = 'portico-secure-site:social-flow'

const storedSessionSchema = z.object({ token: z.string().min(1).max(8_192) })
export type StoredSession = z.infer<typeof storedSessionSchema>

/** The part of `Storage` the frame uses, so tests pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * What the frame keeps in its own origin's localStorage: this browser's device id, the session
 * token and the social sign-in under way (one at a time: a newer one replaces it). Every read is parsed; a value that fails is dropped (and a new device id made).
 * @example
 * const stored = createFrameStorage(localStorage)
 * stored.deviceId() // 'mQ3...' (22 url-safe characters), the same on every call
 */
export function createFrameStorage(storage: KeyValueStorage, randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length))) {
  const { read, write } = createJsonStorage(storage)
  return {
    deviceId(): string {
      const stored = deviceIdSchema.safeParse(read(DEVICE_ID_KEY))
      if (stored.success) return stored.data
      const made = base64url(randomBytes(16))
      write(DEVICE_ID_KEY, made)
      return made
    },
    readSession: (): StoredSession | undefined => storedSessionSchema.safeParse(read(SESSION_KEY)).data,
    writeSession: (session: StoredSession) => write(SESSION_KEY, storedSessionSchema.parse(session)),
    clearSession: () => storage.removeItem(SESSION_KEY),
    readSocialFlow: (): SocialFlow | undefined => socialFlowSchema.safeParse(read(SOCIAL_FLOW_KEY)).data,
    writeSocialFlow: (flow: SocialFlow) => write(SOCIAL_FLOW_KEY, socialFlowSchema.parse(flow)),
    clearSocialFlow: () => storage.removeItem(SOCIAL_FLOW_KEY),
  }
}

export type FrameStorage = ReturnType<typeof createFrameStorage>
