import { createPublicClient, http, rpcSchema } from 'viem'
import type { SandboxChain } from '../../../secure-site/src/wallet/chains'

// Any method may be forwarded, so the client is typed for any method and unknown results.
type ForwardedRpcSchema = [{ Method: string; Parameters?: unknown; ReturnType: unknown }]

export type ForwardRequest = (chain: SandboxChain, method: string, params: unknown) => Promise<unknown>

/**
 * Forwards JSON-RPC requests to a chain's node through viem's public client, one client per node.
 * Retries are off so the dapp sees the node's answer, error code included, at once.
 * @example
 * const forward = createRpcForwarder()
 * await forward(chains.current(), 'eth_blockNumber', [])
 */
export function createRpcForwarder(): ForwardRequest {
  const clients = new Map<string, ReturnType<typeof createClientFor>>()
  return (chain, method, params) => {
    const client = clients.get(chain.rpcUrl) ?? createClientFor(chain.rpcUrl)
    clients.set(chain.rpcUrl, client)
    return client.request({ method, params })
  }
}

function createClientFor(rpcUrl: string) {
  return createPublicClient({
    transport: http(rpcUrl, { retryCount: 0 }),
    rpcSchema: rpcSchema<ForwardedRpcSchema>(),
  })
}
