import { HostedError } from '../engines/hostedError'

/**
 * How the hosted service words an upstream failure (`src/error.rs`): its `ProviderError`
 * (`unreachable`), `TransportError` (`transport`) and `OnRampProviderError`; all are 503s.
 */
export const UPSTREAM_ANSWERS = {
  unreachable: { field: 'unreachable', description: 'We failed to reach the provider for your request' },
  transport: { field: 'transport', description: 'We failed to reach the provider for your request' },
  onramp: { field: '', description: 'OnRamp provider is temporarily unavailable' },
} as const
export type UpstreamAnswer = keyof typeof UPSTREAM_ANSWERS

/**
 * A node, indexer, price source or provider failed, timed out or answered garbage. It is a
 * HostedError (a 503 in the service's words), but the app's error handler answers it, so every one
 * is counted in `portico_upstream_errors_total{source,kind}` and logged once.
 * @example throw new UpstreamError('eip155:1', 'rpc', 'transport', { cause })
 */
export class UpstreamError extends HostedError {
  override name = 'UpstreamError'
  constructor(
    /** The chain (CAIP-2) or the off-chain provider (`coinbase`). */
    readonly source: string,
    readonly kind: string,
    answer: UpstreamAnswer = 'unreachable',
    options?: { cause?: unknown },
  ) {
    super(503, UPSTREAM_ANSWERS[answer].field, UPSTREAM_ANSWERS[answer].description, options)
  }
}

/**
 * Runs a call to a node, indexer or provider, turning any failure into an UpstreamError; a
 * HostedError the call raised itself (a refusal, or an UpstreamError from an inner call) passes
 * through unchanged, so a failure is wrapped, counted and logged once.
 *
 * @example
 * const block = await upstream('eip155:1', 'rpc', () => client.getBlockNumber())
 */
export async function upstream<T>(source: string, kind: string, call: () => Promise<T>, answer: UpstreamAnswer = 'unreachable'): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof HostedError) throw error
    throw new UpstreamError(source, kind, answer, { cause: error })
  }
}
