import { socialProviderSchema } from '@portico/contracts'
import * as z from 'zod/mini'
import { storedRecord, type KeyValueStorage } from '../../persistence/storedRecord'

const KEY = '@portico/auth'

/** What the embedded wallet keeps in the page's storage (SPEC section 3, locally stored). */
const storedAuthFields = {
  /** The email-login-used flag. */
  emailLoginUsed: z.optional(z.boolean()),
  email: z.optional(z.string().check(z.maxLength(254))),
  /** When the last code was asked for (ms since the epoch), for the 30 s cooldown. */
  lastEmailLoginTime: z.optional(z.number()),
  socialUsername: z.optional(z.string().check(z.maxLength(256))),
  /** Which social login the session came from (absent: email). */
  socialProvider: z.optional(socialProviderSchema),
  /** The last chain the embedded wallet was on (CAIP-2). */
  lastChainId: z.optional(z.string().check(z.maxLength(128))),
  /** Comma separated EVM chain ids (an empty string when they could not be loaded). */
  smartAccountEnabledNetworks: z.optional(z.string().check(z.maxLength(4096))),
}
const storedAuthSchema = z.object(storedAuthFields)
export type StoredAuth = z.infer<typeof storedAuthSchema>

/** What the embedded wallet keeps in the page's storage. */
export interface AuthStorage {
  read: () => StoredAuth
  update: (change: Partial<StoredAuth>) => void
  /** Sign-out or a failed connection check (SPEC section 4): the email flag, email, last chain and social username go. */
  clearSession: () => void
}

/**
 * Read field by field and written through its schema; storage failures are logged to the console only (SPEC section 3).
 *
 * @example createAuthStorage(browserStorage(window)).update({ emailLoginUsed: true })
 */
export function createAuthStorage(storage: KeyValueStorage | undefined): AuthStorage {
  const record = storedRecord(storage, KEY, storedAuthFields, storedAuthSchema, 'embedded-wallet storage')
  const read = (): StoredAuth => record.read() ?? {}
  const write = record.write
  return {
    read,
    update: (change) => write({ ...read(), ...change }),
    clearSession() {
      const { emailLoginUsed: _flag, email: _email, lastChainId: _chain, socialUsername: _user, socialProvider: _provider, ...rest } = read()
      write(rest)
    },
  }
}
