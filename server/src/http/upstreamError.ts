/** A node or indexer failed or timed out: the hosted service answers 503 'unreachable'. */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
  constructor(
    readonly chain: string,
    readonly kind: string,
    options?: { cause?: unknown },
  ) {
    super(`Upstream ${kind} of ${chain} failed`, options)
  }
}

/**
 * Runs a call to a chain's node or indexer, turning any failure into an UpstreamError.
 *
 * @example
 * const block = await upstream('eip155:1', 'rpc', () => client.getBlockNumber())
 */
export async function upstream<T>(chain: string, kind: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new UpstreamError(chain, kind, { cause: error })
  }
}
