import type { IncomingMessage } from 'node:http'
import { z } from 'zod'
import { FormPostError } from './formPostError'
import { postedUserName } from './postedUserName'
import { POSTED_USER_NAME_PARAM } from './postedUserNameParam'

const MAX_FORM_BYTES = 16_384
/** What an authorization answer carries (RFC 6749 4.1.2, RFC 9207's `iss`); anything else stays behind. */
const ANSWER_FIELDS = ['code', 'state', 'iss', 'error', 'error_description'] as const
const fieldSchema = z.string().max(4_096)

/**
 * Reads a provider's form_post answer (`application/x-www-form-urlencoded`) as the query the
 * callback page reads: only the authorization answer's fields, each once, and the person's name
 * from Apple's `user` field (first authorization only) as `user_name` when it is a valid one.
 * @example res.writeHead(303, { location: `/oauth/callback?${await readFormPostAnswer(req)}` })
 */
export async function readFormPostAnswer(req: IncomingMessage): Promise<URLSearchParams> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) throw new FormPostError(415, 'Send the answer as application/x-www-form-urlencoded')
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BYTES) throw new FormPostError(413, 'Answer too large')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_FORM_BYTES) throw new FormPostError(413, 'Answer too large')
    chunks.push(buffer)
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  const answer = new URLSearchParams()
  for (const field of ANSWER_FIELDS) {
    const value = fieldSchema.safeParse(form.get(field)).data
    if (value !== undefined) answer.set(field, value)
  }
  const userName = postedUserName(form.get('user'))
  if (userName !== undefined) answer.set(POSTED_USER_NAME_PARAM, userName)
  return answer
}
