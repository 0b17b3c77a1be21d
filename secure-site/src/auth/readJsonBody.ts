import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import { AuthError } from './authError'

/** The auth service's bodies are an email, a code, a few shares: 16 kB is ample. */
export const MAX_BODY_BYTES = 16_384

/**
 * Reads a JSON body and parses it with `schema`: anything else is INVALID_BODY (400) naming the
 * first issues. A body over `maxBytes` is a 413, from its Content-Length before any of it is read.
 * @example const body = await readJsonBody(req, connectEmailBodySchema)
 */
export async function readJsonBody<Schema extends z.ZodType>(req: IncomingMessage, schema: Schema, maxBytes = MAX_BODY_BYTES): Promise<z.infer<Schema>> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    throw new AuthError(415, 'INVALID_BODY', 'Send the body as application/json')
  }
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new AuthError(413, 'INVALID_BODY', 'Body too large')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > maxBytes) throw new AuthError(413, 'INVALID_BODY', 'Body too large')
    chunks.push(buffer)
  }
  let json: unknown
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new AuthError(400, 'INVALID_BODY', 'Body is not JSON')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    throw new AuthError(400, 'INVALID_BODY', issues[0] ?? 'Invalid body', { issues })
  }
  return parsed.data
}
