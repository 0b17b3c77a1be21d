import { z } from 'zod'
import { hasUniqueKeyIds, keyIdSchema } from './keyIds'

/** The `kid` of the at-rest key derived from the secret: the one sealing when no sealing keys are listed. */
export const DERIVED_SEALING_KEY_ID = 'secret-v1'

/** One at-rest key of the auth shares: its id (written in each blob it seals) and 32 bytes of AES-256 key. */
export const sealingKeySchema = z.object({
  kid: keyIdSchema,
  key: z.instanceof(Uint8Array).refine((key) => key.length === 32, 'An at-rest key is 32 bytes'),
})
export type SealingKey = z.infer<typeof sealingKeySchema>

/**
 * The keys stored auth shares open under, the first sealing new ones (and re-sealing, as they are
 * read, those of the others); each id once.
 */
export const sealingKeysSchema = z
  .tuple([sealingKeySchema], sealingKeySchema)
  .refine(hasUniqueKeyIds, 'Each at-rest key needs its own id')
export type SealingKeys = z.infer<typeof sealingKeysSchema>
