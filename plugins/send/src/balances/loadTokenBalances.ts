import {
  BALANCE_CHAINS,
  balanceFetchGate,
  balanceInUSD,
  getErrorMessage,
  nativeBalance,
  readWalletAssets,
  usableBalances,
  UserMessages,
  type PluginHost,
} from '@portico/contracts'
import { fetchApiBalances } from '../api'
import type { SendAtoms } from '../atoms'

const isBalanceChain = (namespace: string) => (BALANCE_CHAINS as readonly string[]).includes(namespace)

/**
 * Reads the account's token balances into the send state: from the wallet where it reports
 * assetDiscovery, else from the Blockchain API; kept 30 s per account and network. A failure or an
 * unsupported network shows 'Token Balance Unavailable' and blocks retries for 30 s (SPEC 8, 9).
 * `force` skips the cache (after a send), not the retry block.
 */
export async function loadTokenBalances(
  host: PluginHost,
  atoms: SendAtoms,
  { force = false, forceUpdate, now = Date.now }: { force?: boolean; forceUpdate?: string; now?: () => number } = {},
): Promise<void> {
  const { store } = host
  const { address, caipAddress } = store.get(host.atoms.account)
  const network = store.get(host.atoms.network)
  if (!address || !caipAddress || !network) return
  if (balanceFetchGate({ readFor: store.get(atoms.balancesReadFor), lastFailure: store.get(atoms.lastRetry) }, caipAddress, now(), force) !== 'read') return

  store.set(atoms.loading, true)
  try {
    if (!isBalanceChain(network.chainNamespace)) throw new Error(`no balances on ${network.chainNamespace}`)
    const fromWallet = network.chainNamespace === 'eip155' ? await readWalletAssets(host, address, Number(network.id)) : undefined
    const balances = usableBalances(
      fromWallet ?? (await fetchApiBalances(host, { address, caipNetworkId: network.caipNetworkId, ...(forceUpdate ? { forceUpdate } : {}) })),
      network.caipNetworkId,
    )
    // The account or network may have changed while we waited: drop a stale answer.
    if (store.get(host.atoms.account).caipAddress !== caipAddress) return
    store.set(atoms.tokenBalances, balances)
    const native = nativeBalance(balances)
    store.set(atoms.networkBalanceInUSD, native ? balanceInUSD(native) : 0)
    store.set(atoms.balancesReadFor, { caipAddress, at: now() })
    store.set(atoms.lastRetry, undefined)
  } catch (error) {
    host.log.warn('token balances failed:', getErrorMessage(error))
    store.set(atoms.lastRetry, now())
    host.notify.toast(UserMessages.TOKEN_BALANCE_UNAVAILABLE, 'error')
  } finally {
    store.set(atoms.loading, false)
  }
}
