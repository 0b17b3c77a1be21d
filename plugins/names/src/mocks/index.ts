// The package's `./mocks` export: the sandbox and tests reach the names mocks only through here.
import type { CreateMockHandlers } from '@portico/contracts/testing'
import { createPublicClient, http } from 'viem'
import { createNamesHandlers, type VerifyNameSignature } from './handlers'
import { createChainNameStore } from './nameStore'

export * from './handlers'
export * from './nameRegistry'
export * from './nameStore'

/**
 * Names kept on the sandbox's first chain (SandboxNameRegistry, installed by `npm start`); a
 * registration's signature is checked on the chain its coin type names, so an embedded wallet's
 * smart account verifies through EIP-1271 (ERC-6492 before it is deployed).
 */
export const createMockHandlers: CreateMockHandlers = ({ chains }) => {
  const [first] = chains
  if (!first) return []
  const verifySignature: VerifyNameSignature = async ({ chainId, address, message, signature }) => {
    const chain = chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new Error(`no sandbox chain ${chainId}`)
    return createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }).verifyMessage({ address, message, signature })
  }
  return createNamesHandlers({ store: createChainNameStore(first), verifySignature })
}
