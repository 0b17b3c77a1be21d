import { upstream } from '../http/upstreamError'

/**
 * Runs a read of the chain `source` (CAIP-2); a failure (the node is down, timed out, answered
 * garbage) becomes the service's 503 `transport` UpstreamError rather than a crash.
 * @example const price = await readChain('eip155:1', () => getGasPrice(client))
 */
export function readChain<T>(source: string, read: () => Promise<T>): Promise<T> {
  return upstream(source, 'rpc', read, 'transport')
}
