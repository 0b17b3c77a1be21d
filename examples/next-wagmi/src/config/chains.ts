// The local chains: anvil as `npm start` runs it, unless the build was handed others (the browser
// test builds with NEXT_PUBLIC_PORTICO_CHAINS set to the anvil nodes it started). Next.js inlines
// NEXT_PUBLIC_ variables at build time, so the server and the browser render the same networks.
export interface LocalChain {
  chainId: number
  name: string
  rpcUrl: string
}

const DEFAULT_CHAINS: [LocalChain, ...LocalChain[]] = [
  { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Anvil 2', rpcUrl: 'http://127.0.0.1:8546' },
]

function isLocalChain(value: unknown): value is LocalChain {
  if (typeof value !== 'object' || value === null) return false
  const chain = value as Record<string, unknown>
  return typeof chain.chainId === 'number' && typeof chain.name === 'string' && typeof chain.rpcUrl === 'string'
}

const INVALID = 'NEXT_PUBLIC_PORTICO_CHAINS must be a JSON list of { chainId, name, rpcUrl }'

function parseChains(json: string | undefined): [LocalChain, ...LocalChain[]] {
  if (!json) return DEFAULT_CHAINS
  const chains: unknown = JSON.parse(json)
  if (!Array.isArray(chains) || !chains.every(isLocalChain)) throw new Error(INVALID)
  const [first, ...rest] = chains
  if (!first) throw new Error(INVALID)
  return [first, ...rest]
}

export const localChains = parseChains(process.env.NEXT_PUBLIC_PORTICO_CHAINS)
