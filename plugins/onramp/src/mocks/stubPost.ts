import type { ApiClient, ResponseSchema } from '@portico/contracts'

/**
 * An ApiClient `post` for unit tests: `respond` gives the JSON the API would (or throws, as a
 * failed request does), and the caller's schema checks it as the shell's client would.
 * @example createTestHost({ blockchain: { post: stubPost(() => ({ url: 'https://pay.coinbase.com/buy' })) } })
 */
export function stubPost(respond: (path: string, body: unknown) => unknown): ApiClient['post'] {
  return async <T>(path: string, schema: ResponseSchema<T>, body: unknown): Promise<T> => {
    const parsed = schema.safeParse(await respond(path, body))
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid response')
    return parsed.data
  }
}
