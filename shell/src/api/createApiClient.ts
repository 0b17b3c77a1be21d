import { httpStatusMessage, UserMessages, type ApiClient as ContractApiClient, type ResponseSchema } from '@portico/contracts'
import * as z from 'zod/mini'
import { retryAfterMs } from './retryAfter'

export interface ApiClientConfig {
  baseUrl: string
  /** Sent with every request (SPEC section 7: projectId, st, sv, clientId when set). */
  query: Record<string, string | undefined>
  /** Per-request time limit. */
  timeoutMs?: number
  fetch?: typeof fetch
  /** Waits before a retry (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>
}

/** A GET answered 429 or 503 with a Retry-After up to this long is asked again, once. */
export const RETRY_AFTER_MAX_WAIT_MS = 5_000

type Query = Record<string, string | number | boolean | readonly string[] | undefined>

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown; retryAfterMs?: number; reasons?: readonly { description: string }[] },
  ) {
    super(message, options)
    this.retryAfterMs = options?.retryAfterMs
    this.reasons = options?.reasons
  }
  /** How long the server asked to wait (Retry-After) before asking again. */
  readonly retryAfterMs: number | undefined
  /** The service's own explanation of a failed status, preferred when shown (SPEC section 8). */
  readonly reasons: readonly { description: string }[] | undefined
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

/** How long a 429 or 503 answer asks to wait (its Retry-After), if it says. */
const askedToWaitMs = (response: Response): number | undefined =>
  response.status === 429 || response.status === 503 ? retryAfterMs(response.headers.get('retry-after')) : undefined

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
 * schema fails with 'Something went wrong' (its issues in `cause`). Never returns unchecked data.
 */
export function createApiClient(config: ApiClientConfig): ContractApiClient {
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) })
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), undefined, { cause: error })
    }
  }
  const request = async <T>(url: string, init: RequestInit, schema: ResponseSchema<T>): Promise<T> => {
    let response = await send(url, init)
    // Retry-After is honoured (SPEC section 7): a short wait on a GET is waited out once; a longer
    // one, or a POST, fails at once and says how long to wait.
    let wait = askedToWaitMs(response)
    if (wait !== undefined && wait <= RETRY_AFTER_MAX_WAIT_MS && init.method === 'GET') {
      await sleep(wait)
      response = await send(url, init)
      wait = askedToWaitMs(response)
    }
    if (!response.ok) {
      const reasons = await readReasons(response)
      throw new ApiError(httpStatusMessage(response.status), response.status, { ...(wait === undefined ? {} : { retryAfterMs: wait }), ...(reasons ? { reasons } : {}) })
    }
    let json: unknown
    try {
      // An empty body (the sessions revoke's 200) reads as undefined, for its schema to judge.
      const text = await response.text()
      json = text === '' ? undefined : JSON.parse(text)
    } catch (error) {
      throw new ApiError(UserMessages.SOMETHING_WENT_WRONG, response.status, { cause: new Error('The response is not JSON', { cause: error }) })
    }
    const parsed = schema.safeParse(json)
    // The screen gets the spec's words; the validation detail stays in `cause` for the log.
    if (!parsed.success) throw new ApiError(UserMessages.SOMETHING_WENT_WRONG, response.status, { cause: parsed.error })
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
