import * as z from 'zod'
import { HostedError } from '../hostedError'
import { parseRequest } from '../parseRequest'
import type { NamesDeps } from './namesDeps'
import { isNameFormatCorrect, isNameInAllowedZones, isNameLengthCorrect } from './nameRules'
import { toNameAnswer, type NameAnswer } from './toNameAnswer'

/** GET /v1/profile/account/{name}: the name from the path, `apiVersion` and `sender` from the query. */
export const lookupNameRequestSchema = z.object({
  name: z.string().max(255),
  apiVersion: z.coerce.number().int().optional(),
  sender: z.string().optional(),
})

/**
 * GET /v1/profile/account/{name}: the name's record; a free name is 200 `[]` with apiVersion=2
 * (what clients send), else the service's 404.
 * @example await lookupName({ name: 'alice.reown.id', apiVersion: '2' }, deps)
 */
export async function lookupName(request: unknown, deps: NamesDeps): Promise<NameAnswer | []> {
  const { name, apiVersion } = parseRequest(lookupNameRequestSchema, request)
  if (!isNameFormatCorrect(name)) throw new HostedError(400, 'name', `Invalid name format: ${name}`)
  if (!isNameLengthCorrect(name)) throw new HostedError(400, 'name', `Invalid name length: ${name}`)
  if (!isNameInAllowedZones(name, deps.allowedZones)) throw new HostedError(400, 'name', `Name is not in the allowed zones: ${name}`)
  const record = await deps.store.byName(name)
  if (record) return toNameAnswer(record)
  if (apiVersion === 2) return []
  throw new HostedError(404, 'name', `Name is not found in the database: ${name}`)
}
