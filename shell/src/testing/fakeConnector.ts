import type { ChainNamespace, Connector, ConnectorEvent, ConnectorType } from '@portico/contracts'

export interface FakeConnectorOptions {
  chain?: ChainNamespace
  /** The account the wallet grants; none when undefined. */
  address?: string
  chainId?: number | string
  id?: string
  name?: string
  type?: ConnectorType
  /** What every request answers. */
  answer?: unknown
}

/**
 * A wallet for unit tests: it grants one account, answers every request the same, counts
 * disconnects and lets the test emit its events.
 *
 * @example const { connector, emit } = fakeConnector({ address: '0xf39F...', chainId: 1 })
 */
export function fakeConnector(options: FakeConnectorOptions = {}) {
  const chain = options.chain ?? 'eip155'
  const accounts = options.address ? [options.address] : []
  const chainId = options.chainId ?? 1
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const calls = { disconnect: 0 }
  const connector: Connector = {
    id: options.id ?? `${chain}:fake`,
    name: options.name ?? `Fake ${chain}`,
    type: options.type ?? 'INJECTED',
    chain,
    connect: async () => ({ accounts, chainId }),
    getAccounts: async () => accounts,
    getChainId: async () => chainId,
    switchNetwork: async () => undefined,
    disconnect: async () => {
      calls.disconnect++
    },
    request: async () => options.answer ?? null,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { connector, calls, listeners, emit: (event: ConnectorEvent) => listeners.forEach((listener) => listener(event)) }
}
