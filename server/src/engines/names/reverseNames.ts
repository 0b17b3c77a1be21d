import { getAddress, isAddress } from 'viem'
import * as z from 'zod'
import { HostedError } from '../hostedError'
import { parseRequest } from '../parseRequest'
import type { NamesDeps } from './namesDeps'
import { toNameAnswer, type NameAnswer } from './toNameAnswer'

/** GET /v1/profile/reverse/{address}: the address from the path, `apiVersion` and `sender` from the query. */
export const reverseNamesRequestSchema = z.object({
  address: z.string().refine((address) => isAddress(address, { strict: false }), 'The address provided is invalid'),
  apiVersion: z.coerce.number().int().optional(),
  sender: z.string().optional(),
})

/**
 * GET /v1/profile/reverse/{address}: the records of the names registered to the address, oldest
 * first; none is 200 `[]` with apiVersion=2, else the service's 404.
 * @example await reverseNames({ address: '0xf39F...', apiVersion: '2' }, deps) // [{ name: 'alice.reown.id', ... }]
 */
export async function reverseNames(request: unknown, deps: NamesDeps): Promise<NameAnswer[]> {
  const { address, apiVersion } = parseRequest(reverseNamesRequestSchema, request)
  const records = await deps.store.byAddress(getAddress(address))
  if (records.length === 0 && apiVersion !== 2) throw new HostedError(404, 'address', 'No name for address is found')
  return records.map(toNameAnswer)
}
