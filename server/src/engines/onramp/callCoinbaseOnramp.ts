import type * as z from 'zod'
import type { CoinbaseOnrampSettings } from './onrampDeps'
import { upstream } from '../../http/upstreamError'

const DEFAULT_TIMEOUT_MS = 5_000

/**
 * Calls the operator's Coinbase Onramp API (`path` under its `apiUrl`) with its app id and key,
 * within the timeout, and parses the answer; a failure, a non-2xx or an answer of another shape
 * is an UpstreamError: the service's 503 'OnRamp provider is temporarily unavailable'.
 * @example await callCoinbaseOnramp(settings, '/buy/options?country=US', { method: 'GET' }, schema)
 */
export async function callCoinbaseOnramp<Schema extends z.ZodType>(
  settings: CoinbaseOnrampSettings,
  path: string,
  init: { method: 'GET' } | { method: 'POST'; body: unknown },
  schema: Schema,
  fetchImpl: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  const headers: Record<string, string> = { 'CBPAY-APP-ID': settings.appId, accept: 'application/json' }
  if (settings.apiKey) headers['CBPAY-API-KEY'] = settings.apiKey
  if (init.method === 'POST') headers['content-type'] = 'application/json'
  return upstream(
    'coinbase',
    'onramp',
    async () => {
      const response = await fetchImpl(`${settings.apiUrl.replace(/\/$/, '')}${path}`, {
        method: init.method,
        headers,
        body: init.method === 'POST' ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`the provider answered ${response.status}`)
      return schema.parse(await response.json())
    },
    'onramp',
  )
}
