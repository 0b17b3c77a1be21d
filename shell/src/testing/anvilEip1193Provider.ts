import { ProviderErrorCodes } from '@portico/contracts'
import { http, numberToHex } from 'viem'
import type { Eip1193Provider } from '../connectors/injected/announcedWallet'
import type { AnvilChain } from './anvilConnector'

/** How the test wallet reports a chain in `chainChanged`: EIP-1193's hex, or the decimal some wallets send. */
export type ChainIdFormat = 'hex' | 'decimal string' | 'number'

/** An injected wallet over anvil nodes, with what a user does in the wallet itself. */
export interface AnvilEip1193Provider extends Eip1193Provider {
  /** Every request the dapp made, in order (method names). */
  readonly requests: string[]
  /** The user picks another account in the wallet: emits accountsChanged. */
  selectAccount(address: string): void
  /** The wallet moves to another chain it knows on its own: emits chainChanged. */
  moveToChain(chainId: number): void
}

/**
 * An EIP-1193 wallet for tests over real anvil nodes: it grants one account, knows the chains it
 * was given (wallet_switchEthereumChain to another answers 4902 until wallet_addEthereumChain names
 * it), emits EIP-1193 events, and passes every other request to the chain it is on, where anvil
 * signs and sends for its unlocked dev accounts.
 * @example const provider = createAnvilEip1193Provider({ chains, knownChainIds: [31337], address })
 */
export function createAnvilEip1193Provider({
  chains,
  knownChainIds = chains.map((chain) => chain.chainId),
  address,
  chainIdFormat = 'hex',
}: {
  chains: readonly [AnvilChain, ...AnvilChain[]]
  knownChainIds?: number[]
  address: string
  chainIdFormat?: ChainIdFormat
}): AnvilEip1193Provider {
  let chain = chains[0]
  let account = address
  const known = new Set(knownChainIds)
  const requests: string[] = []
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  const reported = (chainId: number) => (chainIdFormat === 'hex' ? numberToHex(chainId) : chainIdFormat === 'number' ? chainId : String(chainId))
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
  const moveToChain = (chainId: number) => {
    const next = chains.find((c) => c.chainId === chainId)
    if (!next || !known.has(chainId)) throw rpcError(ProviderErrorCodes.UNRECOGNIZED_CHAIN, `Unrecognized chain ID ${chainId}`)
    chain = next
    emit('chainChanged', reported(chainId))
  }
  const chainIdParam = (params: unknown) => Number(((params as [{ chainId?: string }] | undefined)?.[0]?.chainId ?? 'NaN'))

  return {
    requests,
    async request({ method, params }) {
      requests.push(method)
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account]
        case 'eth_chainId':
          return numberToHex(chain.chainId)
        case 'wallet_switchEthereumChain':
          moveToChain(chainIdParam(params))
          return null
        case 'wallet_addEthereumChain':
          if (!chains.some((c) => c.chainId === chainIdParam(params))) throw rpcError(ProviderErrorCodes.UNRECOGNIZED_CHAIN, 'No such anvil node')
          known.add(chainIdParam(params))
          return null
        case 'wallet_revokePermissions':
          throw rpcError(ProviderErrorCodes.UNSUPPORTED_METHOD, 'Unsupported method')
        default:
          return http(chain.rpcUrl, { retryCount: 0 })({}).request({ method, params })
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    selectAccount(next) {
      account = next
      emit('accountsChanged', [next.toLowerCase()])
    },
    moveToChain,
  }
}
