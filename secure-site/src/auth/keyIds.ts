import { z } from 'zod'

/** A key id as it goes in a token's header or a sealed blob: short, printable, no separators of the settings' lists. */
export const keyIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Expected a key id of letters, digits, dot, dash or underscore')

/** A key list names each key once (session-signing and at-rest keys alike). */
export const hasUniqueKeyIds = (keys: readonly { kid: string }[]): boolean => new Set(keys.map((key) => key.kid)).size === keys.length
