import { httpStatusMessage, type ApiClient, type ResponseSchema } from '@portico/contracts'

type Query = Parameters<ApiClient['get']>[2]

/**
 * A plain fetch client of the Blockchain API for tests against these handlers (msw/node): the
 * projectId query, 'HTTP status code: N' and schema checks, as the shell's client behaves.
 */
export function fetchApiClient(baseUrl = 'https://rpc.walletconnect.org', projectId = 'portico-test'): ApiClient {
  const url = (path: string, query: Query = {}) => {
    const href = new URL(path.replace(/^\//, ''), `${baseUrl.replace(/\/$/, '')}/`)
    for (const [key, value] of Object.entries({ projectId, ...query })) {
      if (value !== undefined) href.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return href.href
  }
  const request = async <T>(href: string, init: RequestInit, schema: ResponseSchema<T>): Promise<T> => {
    const response = await fetch(href, init)
    if (!response.ok) throw new Error(httpStatusMessage(response.status))
    const parsed = schema.safeParse(await response.json())
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid response')
    return parsed.data
  }
  return {
    get: (path, schema, query) => request(url(path, query), { method: 'GET' }, schema),
    post: (path, schema, body, query) => request(url(path, query), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, schema),
    url,
  }
}
