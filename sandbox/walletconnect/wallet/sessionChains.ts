/** A namespace of a proposal as the 2.25 clients send it: chains listed, or the key is the chain. */
export interface RequestedNamespace {
  chains?: string[] | undefined
}

/** A namespace of a session the wallet grants. */
export interface GrantedNamespace {
  chains?: string[] | undefined
  accounts: string[]
  methods: string[]
  events: string[]
}

/**
 * The eip155 chain the wallet grants at first: the first the dapp asks for (its active network; the
 * 2.25 clients list it first) that the wallet has. Only that one: moving to another chain is a
 * wallet_switchEthereumChain the user approves, as with a wallet that holds one chain at a time.
 * @example firstGrantableChain([{ eip155: { chains: ['eip155:1', 'eip155:31337'] } }], [31337]) // 'eip155:31337'
 */
export function firstGrantableChain(namespaceSets: ReadonlyArray<Record<string, RequestedNamespace> | undefined>, chainIds: readonly number[]): string | undefined {
  return requestedChains(namespaceSets, 'eip155').find((chain) => chainIds.some((id) => chain === `eip155:${id}`))
}

/**
 * The Solana chain the wallet grants: the first the dapp asks for that the wallet knows (the
 * dapp's active cluster comes first), or undefined when it asks for none of them.
 * @example firstGrantableSolanaChain([{ solana: { chains: ['solana:main', 'solana:dev'] } }], ['solana:dev']) // 'solana:dev'
 */
export function firstGrantableSolanaChain(namespaceSets: ReadonlyArray<Record<string, RequestedNamespace> | undefined>, known: readonly string[]): string | undefined {
  return requestedChains(namespaceSets, 'solana').find((chain) => known.includes(chain))
}

/** The chains of one namespace a proposal asks for, in its order: listed in `chains`, or as the key. */
function requestedChains(namespaceSets: ReadonlyArray<Record<string, RequestedNamespace> | undefined>, namespace: string): string[] {
  return namespaceSets.flatMap((set) =>
    Object.entries(set ?? {}).flatMap(([key, requested]) => (key.includes(':') ? (key.startsWith(`${namespace}:`) ? [key] : []) : key === namespace ? (requested.chains ?? []) : [])),
  )
}

/**
 * The session's namespaces with `chain` granted too (the account on it, in eip155); unchanged when
 * it already is.
 * @example withChain({ eip155: { chains: ['eip155:1'], accounts: ['eip155:1:0xA'], methods, events } }, 'eip155:2', '0xA').eip155.chains // ['eip155:1', 'eip155:2']
 */
export function withChain(namespaces: Record<string, GrantedNamespace>, chain: string, address: string): Record<string, GrantedNamespace> {
  const eip155 = namespaces.eip155
  if (!eip155) throw new Error('The session has no eip155 namespace')
  const account = `${chain}:${address}`
  if (eip155.chains?.includes(chain) && eip155.accounts.includes(account)) return namespaces
  return {
    ...namespaces,
    eip155: {
      ...eip155,
      chains: [...new Set([...(eip155.chains ?? []), chain])],
      accounts: [...new Set([...eip155.accounts, account])],
    },
  }
}
