import {
  API_CURRENCY,
  BALANCE_CHAINS,
  balanceFetchGate,
  balanceResponseSchema,
  balancesOnChain,
  getErrorMessage,
  readWalletAssets,
  usableBalances,
  type AccountState,
  type ApiClient,
  type CaipNetwork,
  type JotaiStore,
  type Logger,
  type PluginHost,
} from '@portico/contracts'
import type { Atom } from 'jotai/vanilla'
import type { TokenBalancesState } from './tokenBalancesState'

/** What reading the account's token balances needs of the shell. */
export interface TokenBalancesDeps {
  store: JotaiStore
  atoms: { account: Atom<AccountState>; network: Atom<CaipNetwork | undefined> }
  blockchain: Pick<ApiClient, 'get'>
  /** The wallet request of the active connection (wallet_getCapabilities, wallet_getAssets). */
  rpc: PluginHost['rpc']
  log: Logger
  now?: () => number
}

const isBalanceChain = (namespace: string) => (BALANCE_CHAINS as readonly string[]).includes(namespace)

/**
 * Reads the active account's token balances for the Tokens tab (SPEC sections 3, 5, 7, 9): from
 * the wallet where it reports assetDiscovery for the chain, else from the Blockchain API; decimals
 * '0' dropped, the active network's only; kept 30 s. A failure or an unsupported network gives
 * 'Token Balance Unavailable' and blocks retries for 30 s.
 * @example await loadAccountTokenBalances({ store, atoms, blockchain: api.blockchain, rpc, log }, tokenBalancesState(store))
 */
export async function loadAccountTokenBalances(deps: TokenBalancesDeps, state: TokenBalancesState): Promise<void> {
  const { store, atoms, log } = deps
  const now = deps.now ?? Date.now
  const { address, caipAddress } = store.get(atoms.account)
  const network = store.get(atoms.network)
  if (!address || !caipAddress || !network) return
  if (store.get(state.readingFor) === caipAddress) return
  const gate = balanceFetchGate({ readFor: store.get(state.readFor), lastFailure: store.get(state.lastFailure) }, caipAddress, now())
  if (gate === 'cached') return
  if (gate === 'blocked') {
    store.set(state.result, { caipAddress, unavailable: true })
    return
  }
  store.set(state.readingFor, caipAddress)
  try {
    if (!isBalanceChain(network.chainNamespace)) throw new Error(`no balances on ${network.chainNamespace}`)
    const fromWallet = network.chainNamespace === 'eip155' ? await readWalletAssets({ rpc: deps.rpc, log }, address, Number(network.id)) : undefined
    const balances =
      fromWallet ??
      balancesOnChain((await deps.blockchain.get(`/v1/account/${address}/balance`, balanceResponseSchema, { currency: API_CURRENCY, chainId: network.caipNetworkId })).balances, network.caipNetworkId)
    // The account or network changed while we waited: that answer is someone else's.
    if (store.get(atoms.account).caipAddress !== caipAddress) return
    store.set(state.result, { caipAddress, balances: usableBalances(balances, network.caipNetworkId) })
    store.set(state.readFor, { caipAddress, at: now() })
    store.set(state.lastFailure, undefined)
  } catch (error) {
    log.warn('token balances failed:', getErrorMessage(error))
    store.set(state.lastFailure, now())
    store.set(state.readFor, undefined)
    if (store.get(atoms.account).caipAddress === caipAddress) store.set(state.result, { caipAddress, unavailable: true })
  } finally {
    if (store.get(state.readingFor) === caipAddress) store.set(state.readingFor, undefined)
  }
}
