// The local chains: anvil as `npm start` runs it, unless the page was handed others (the browser
// test sets `window.__porticoExampleChains` to the anvil nodes it started).
export interface LocalChain {
  chainId: number
  name: string
  rpcUrl: string
}

const DEFAULT_CHAINS: LocalChain[] = [
  { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Anvil 2', rpcUrl: 'http://127.0.0.1:8546' },
]

export const localChains: LocalChain[] = (window as { __porticoExampleChains?: LocalChain[] }).__porticoExampleChains ?? DEFAULT_CHAINS
