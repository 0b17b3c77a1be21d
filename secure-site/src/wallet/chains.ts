import { defineChain, numberToHex, type Chain } from 'viem'
import { z } from 'zod'

export const SandboxChainSchema = z.object({
  chainId: z.number().int().positive(),
  chainName: z.string().min(1),
  rpcUrl: z.url(),
})

/** A chain the sandbox wallet can switch to; the wallet sends everything for it to `rpcUrl`. */
export type SandboxChain = z.infer<typeof SandboxChainSchema>

export type ChainStore = {
  current(): SandboxChain
  /** Adds a chain, or replaces the known chain with the same id. */
  add(chain: SandboxChain): void
  /** Makes a known chain current; returns false when the id is unknown. */
  select(chainId: number): boolean
}

/**
 * The wallet's known chains and the current one. The first chain is current at start.
 * @example
 * const chains = createChainStore([{ chainId: 31337, chainName: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }])
 * chains.select(31337) // true
 */
export function createChainStore(initial: readonly [SandboxChain, ...SandboxChain[]]): ChainStore {
  const known = new Map<number, SandboxChain>()
  for (const chain of [...initial].reverse()) known.set(chain.chainId, chain)
  let currentId = initial[0].chainId

  return {
    current: () => known.get(currentId) ?? initial[0],
    add: (chain) => void known.set(chain.chainId, chain),
    select: (chainId) => {
      if (!known.has(chainId)) return false
      currentId = chainId
      return true
    },
  }
}

/** The chain id as EIP-1193 reports it (`chainChanged`, `eth_chainId`). */
export const toChainIdHex = (chainId: number) => numberToHex(chainId)

/** The viem chain viem's wallet client needs to sign for `chain`. */
export function toViemChain(chain: SandboxChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.chainName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
