import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import { RelayError } from './relayError'

const MAX_FORM_BYTES = 16_384

/**
 * Reads an application/x-www-form-urlencoded body (a page's form post) and parses its fields with `schema`.
 * @example const { fid } = await readFormBody(req, approveFormSchema)
 */
export async function readFormBody<Schema extends z.ZodType>(req: IncomingMessage, schema: Schema): Promise<z.infer<Schema>> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) throw new RelayError(415, 'Send the form as application/x-www-form-urlencoded')
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_FORM_BYTES) throw new RelayError(413, 'Form too large')
    chunks.push(buffer)
  }
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))))
  if (!parsed.success) throw new RelayError(400, parsed.error.issues[0]?.message ?? 'Invalid form')
  return parsed.data
}
