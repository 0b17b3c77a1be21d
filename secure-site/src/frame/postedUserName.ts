import { z } from 'zod'
import { postedUserNameSchema } from '../auth/schemas'

const namePartSchema = z.string().trim().max(64)

/** Apple's `user` field (sent on the first authorization only): the name, and an email the ID token carries anyway. */
const appleUserSchema = z.object({ name: z.object({ firstName: namePartSchema.optional(), lastName: namePartSchema.optional() }) })

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The person's name in a form_post answer's `user` field (`{"name":{"firstName","lastName"},"email"}`),
 * as `First Last`: untrusted, so a field that is not that JSON, too long, or not printable text
 * gives undefined, never an error (the sign-in goes on without a name).
 * @example postedUserName('{"name":{"firstName":"Ann","lastName":"Lee"}}') // 'Ann Lee'
 */
export function postedUserName(user: string | null): string | undefined {
  if (user === null || user.length > 1_024) return undefined
  const name = appleUserSchema.safeParse(parseJson(user)).data?.name
  if (!name) return undefined
  return postedUserNameSchema.safeParse([name.firstName, name.lastName].filter(Boolean).join(' ')).data
}
