import { HostedError } from './hostedError'

/** The service's `TransportError`: the chain's node did not answer. */
export const transportError = () => new HostedError(503, 'transport', 'We failed to reach the provider for your request')

/**
 * Runs a read of the chain; anything but a HostedError (the node is down, timed out, answered
 * garbage) becomes the service's 503 rather than a crash.
 * @example const price = await readChain(() => getGasPrice(client))
 */
export async function readChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof HostedError) throw error
    throw transportError()
  }
}
