/**
 * Settings of the HTTP JSON-RPC transport (SPEC section 9), for viem's `http()`
 * (`timeout`, `retryCount`, `retryDelay`, `batch`). The retry delay doubles per attempt:
 * 150, 300, 600 ms.
 */
export const HTTP_RPC_TRANSPORT = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  /** JSON-RPC error codes worth a retry. */
  retryCodes: [-1, -32005, -32603],
  /** HTTP statuses worth a retry. */
  retryHttpStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
  batch: { batchSize: 1_000, wait: 0 },
  /** Entries kept in the request cache. */
  cacheSize: 8_192,
} as const

/**
 * Ranking of the fallback transport (SPEC section 9), for viem's `fallback({ rank })`
 * (`interval`, `sampleCount`, `timeout`, `weights`).
 */
export const FALLBACK_TRANSPORT = {
  pollIntervalMs: 4_000,
  sampleCount: 10,
  pingTimeoutMs: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const
