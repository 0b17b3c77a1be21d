import { httpStatusMessage, type ApiClient as ContractApiClient, type ResponseSchema } from '@portico/contracts'
import * as z from 'zod/mini'

export interface ApiClientConfig {
  baseUrl: string
  /** Sent with every request (SPEC section 7: projectId, st, sv, clientId when set). */
  query: Record<string, string | undefined>
  /** Per-request time limit. */
  timeoutMs?: number
  fetch?: typeof fetch
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined>

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
    /** The service's own explanation of a failed status, preferred when shown (SPEC section 8). */
    readonly reasons?: readonly { description: string }[],
  ) {
    super(message, options)
  }
}

const serviceReasonsSchema = z.object({ reasons: z.array(z.object({ description: z.string().check(z.minLength(1)) })).check(z.minLength(1)) })

/** The `reasons` of a failed response's body (`{ reasons: [{ description }] }`), when it has them. */
async function readReasons(response: Response): Promise<readonly { description: string }[] | undefined> {
  try {
    const parsed = serviceReasonsSchema.safeParse(await response.json())
    return parsed.success ? parsed.data.reasons.map(({ description }) => ({ description })) : undefined
  } catch {
    return undefined
  }
}

function buildUrl(config: ApiClientConfig, path: string, query: Query): string {
  const url = new URL(path.replace(/^\//, ''), config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`)
  for (const [key, value] of Object.entries({ ...config.query, ...query })) {
    if (value === undefined) continue
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url.href
}

/**
 * A JSON client for one backend: every response is parsed with its zod schema, a non-OK status
 * fails with 'HTTP status code: N' (SPEC section 7), and a response that does not match the
 * schema fails with the first issue's message. Never returns unchecked data.
 */
export function createApiClient(config: ApiClientConfig): ContractApiClient {
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const request = async <T>(url: string, init: RequestInit, schema: ResponseSchema<T>): Promise<T> => {
    let response: Response
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) })
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), undefined, { cause: error })
    }
    if (!response.ok) throw new ApiError(httpStatusMessage(response.status), response.status, undefined, await readReasons(response))
    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      throw new ApiError('The response is not JSON', response.status, { cause: error })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new ApiError(parsed.error.issues[0]?.message ?? 'Invalid response', response.status, { cause: parsed.error })
    return parsed.data
  }
  return {
    get: <T>(path: string, schema: ResponseSchema<T>, query: Query = {}) =>
      request(buildUrl(config, path, query), { method: 'GET', headers: { accept: 'application/json' } }, schema),
    post: <T>(path: string, schema: ResponseSchema<T>, body: unknown, query: Query = {}) =>
      request(
        buildUrl(config, path, query),
        { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) },
        schema,
      ),
    /** The URL of a resource of this backend (images), with the common query. */
    url: (path: string, query: Query = {}) => buildUrl(config, path, query),
  }
}

export type ApiClient = ContractApiClient
