import { z } from 'zod'
import type { KeyValueStorage } from './frameStorage'

const CHANNEL_KEY = 'portico-secure-site:farcaster-channel'

const storedChannelSchema = z.object({
  channelToken: z.string().min(1).max(256),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,128}$/),
  url: z.url().max(8_192),
})
export type StoredFarcasterChannel = z.infer<typeof storedChannelSchema>

/**
 * The Sign In With Farcaster channel waiting for its answer, in the frame's own localStorage: a
 * reload between GET_FARCASTER_URI and CONNECT_FARCASTER still finds it. Parsed on every read.
 * @example const channels = createFarcasterChannelStorage(localStorage); channels.write({ channelToken, nonce, url })
 */
export function createFarcasterChannelStorage(storage: KeyValueStorage) {
  return {
    read(): StoredFarcasterChannel | undefined {
      try {
        return storedChannelSchema.safeParse(JSON.parse(storage.getItem(CHANNEL_KEY) ?? 'null')).data
      } catch {
        return undefined
      }
    },
    write(channel: StoredFarcasterChannel) {
      try {
        storage.setItem(CHANNEL_KEY, JSON.stringify(storedChannelSchema.parse(channel)))
      } catch (error) {
        console.warn('[secure site] could not write localStorage', error)
      }
    },
    clear: () => storage.removeItem(CHANNEL_KEY),
  }
}

export type FarcasterChannelStorage = ReturnType<typeof createFarcasterChannelStorage>
