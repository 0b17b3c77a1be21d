import { z } from 'zod'
import { hasUniqueKeyIds, keyIdSchema } from './keyIds'

/** One session-signing key: its id (the token header's `kid`) and at least 32 bytes of HMAC key. */
export const sessionSigningKeySchema = z.object({
  kid: keyIdSchema,
  key: z.instanceof(Uint8Array).refine((key) => key.length >= 32, 'A session-signing key has at least 32 bytes'),
})
export type SessionSigningKey = z.infer<typeof sessionSigningKeySchema>

/**
 * The keys session tokens are checked against, the first signing new ones; each id once. Rotate by
 * putting a new key first, then dropping the old one once the tokens it signed have expired.
 */
export const sessionSigningKeysSchema = z
  .tuple([sessionSigningKeySchema], sessionSigningKeySchema)
  .refine(hasUniqueKeyIds, 'Each session-signing key needs its own id')
export type SessionSigningKeys = z.infer<typeof sessionSigningKeysSchema>
