import { FALLBACK_TRANSPORT, HTTP_RPC_TRANSPORT } from '@portico/contracts'
import { fallback, http, type Transport } from 'viem'

/**
 * The JSON-RPC transport of SPEC section 9, as viem transports configured to match rather than
 * a hand-written one: 10 s timeout; 3 retries from 150 ms, doubled each time; Retry-After
 * honoured; viem's retry rule (codes -1, -32005, -32603 and HTTP 403, 408, 413, 429, 500, 502,
 * 503, 504); batches of up to 1000, sent at once. Several URLs rank in a fallback transport.
 */
export function createRpcTransport(urls: readonly string[]): Transport {
  const transports = urls.map((url) =>
    http(url, {
      timeout: HTTP_RPC_TRANSPORT.timeoutMs,
      retryCount: HTTP_RPC_TRANSPORT.retryCount,
      retryDelay: HTTP_RPC_TRANSPORT.retryDelayMs,
      batch: HTTP_RPC_TRANSPORT.batch,
    }),
  )
  const [only] = transports
  if (!only) throw new Error('A network needs at least one RPC URL')
  if (transports.length === 1) return only
  return fallback(transports, {
    rank: {
      interval: FALLBACK_TRANSPORT.pollIntervalMs,
      sampleCount: FALLBACK_TRANSPORT.sampleCount,
      timeout: FALLBACK_TRANSPORT.pingTimeoutMs,
      weights: FALLBACK_TRANSPORT.weights,
    },
  })
}
