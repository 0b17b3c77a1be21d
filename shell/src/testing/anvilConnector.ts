import type { CaipNetwork, Connector, ConnectorEvent } from '@portico/contracts'
import { http } from 'viem'

/** One anvil node the wallet can be on. */
export interface AnvilChain {
  chainId: number
  rpcUrl: string
}

/** An anvil node as the network a dapp configures (a testnet). */
export const anvilNetwork = ({ chainId, rpcUrl }: AnvilChain): CaipNetwork => ({
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  name: `Anvil ${chainId}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})

/** A connector over real anvil nodes, with the moves a user makes in the wallet itself. */
export interface AnvilConnector extends Connector {
  /** The wallet moves to another of its chains on its own: emits chainChanged. */
  moveToChain: (chainId: number) => void
  /** The user picks another account in the wallet: emits accountsChanged. */
  selectAccount: (address: string) => void
}

/**
 * An EIP-6963-like wallet for tests over real anvil nodes: it grants one account (as a wallet
 * does) and passes every other request to the chain it is on, where anvil signs and sends for
 * its unlocked dev accounts. Portico's `walletProviderOf(connector)` turns it into EIP-1193.
 *
 * @example const connector = createAnvilConnector({ chains: [{ chainId: 31337, rpcUrl }], address })
 */
export function createAnvilConnector({ chains, address }: { chains: readonly [AnvilChain, ...AnvilChain[]]; address: string }): AnvilConnector {
  let chain = chains[0]
  let account = address
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const moveToChain = (chainId: number) => {
    const next = chains.find((c) => c.chainId === chainId)
    if (!next) throw new Error(`The anvil wallet has no chain ${chainId}`)
    chain = next
    emit({ type: 'chainChanged', chainId })
  }
  return {
    id: 'dev.portico.anvil',
    name: 'Anvil Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    connect: async () => ({ accounts: [account], chainId: chain.chainId }),
    getAccounts: async () => [account],
    getChainId: async () => chain.chainId,
    switchNetwork: async (network: CaipNetwork) => moveToChain(Number(network.id)),
    disconnect: async () => undefined,
    async request({ method, params }) {
      // anvil would list all ten dev accounts; a wallet shows the dapp the granted one.
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account]
      return http(chain.rpcUrl, { retryCount: 0 })({}).request({ method, params })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    moveToChain,
    selectAccount(next) {
      account = next
      emit({ type: 'accountsChanged', accounts: [next] })
    },
  }
}
