import { httpStatusMessage, type AccountProfile, type ApiClient, type ResponseSchema } from '@portico/contracts'
import { hostedNameRecord } from '@portico/contracts/testing'
import { vi } from 'vitest'

/**
 * A Blockchain API client for tests that answers the profile endpoints from `names` (full name ->
 * address) in the hosted service's shapes (hostedNameRecord: a free name is `[]` with
 * apiVersion=2), parsing each answer with the caller's schema as the shell's client does. Every
 * call is recorded; POST /v1/profile/account registers the name its message names and answers its record.
 */
export function fakeProfileApi(names: Record<string, string> = {}) {
  const calls: string[] = []
  const parse = <T>(schema: ResponseSchema<T>, value: unknown): T => {
    const result = schema.safeParse(value)
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'invalid')
    return result.data
  }
  const profile = (name: string, address: string): AccountProfile => ({
    ...hostedNameRecord,
    name,
    attributes: {},
    addresses: { '60': { address, created_at: hostedNameRecord.registered_at } },
  })
  const v2 = (query: Record<string, unknown> | undefined) => query?.apiVersion === '2'
  const get = vi.fn<ApiClient['get']>(async (path, schema, query) => {
    calls.push(`GET ${path}${query?.zone ? `?zone=${String(query.zone)}` : ''}`)
    const [, , , kind, key = ''] = path.split('/')
    const value = decodeURIComponent(key)
    if (kind === 'suggestions') {
      const candidates = [value, `${value}-1`, `${value}2026`].map((name) => `${name}.reown.id`)
      return parse(schema, { suggestions: candidates.map((name) => ({ name, registered: name in names })) })
    }
    if (kind === 'account') {
      const address = names[value]
      if (!address && !v2(query)) throw new Error(httpStatusMessage(404))
      return parse(schema, address ? profile(value, address) : [])
    }
    if (kind === 'reverse') return parse(schema, Object.entries(names).filter(([, address]) => address.toLowerCase() === value.toLowerCase()).map(([name, address]) => profile(name, address)))
    throw new Error(httpStatusMessage(404))
  })
  const post = vi.fn<ApiClient['post']>(async (path, schema, body) => {
    calls.push(`POST ${path}`)
    const { address, message } = body as { address: string; message: string }
    const { name } = JSON.parse(message) as { name: string }
    names[name] = address
    return parse(schema, profile(name, address))
  })
  // A vi.fn drops the generic of the client's signature: the answers are parsed above.
  const client: Partial<ApiClient> = { get: get as ApiClient['get'], post: post as ApiClient['post'] }
  return { client, calls, names, get, post }
}
