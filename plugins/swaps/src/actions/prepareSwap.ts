import { getErrorMessage, type PluginHost, type RouteState } from '@portico/contracts'
import type { ConvertApi } from '../api/convertApi'
import { resetDraft, type SwapsAtoms } from '../atoms'
import { readBalances } from '../balances/readBalances'
import { findToken, isNativeToken } from '../tokens'

/** Balances of the listed tokens, read again (after a swap, on arrival). */
export async function refreshBalances(host: PluginHost, atoms: SwapsAtoms): Promise<void> {
  const { address } = host.store.get(host.atoms.account)
  if (!address) return
  host.store.set(atoms.balances, await readBalances(host, host.store.get(atoms.tokens), address))
}

/** USD prices of the listed tokens and the gas price; a failure leaves them unknown (no impact, no fee shown). */
async function refreshPricesAndGas(host: PluginHost, atoms: SwapsAtoms, api: ConvertApi): Promise<void> {
  const tokens = host.store.get(atoms.tokens)
  const [prices, gasPrice] = await Promise.allSettled([api.prices(tokens.map((token) => token.address)), api.gasPrice()])
  if (prices.status === 'fulfilled') host.store.set(atoms.prices, Object.fromEntries(prices.value))
  else host.log.warn('swaps: no prices:', getErrorMessage(prices.reason))
  if (gasPrice.status === 'fulfilled') host.store.set(atoms.gasPrice, gasPrice.value)
  else host.log.warn('swaps: no gas price:', getErrorMessage(gasPrice.reason))
}

/**
 * What the Swap view needs on arrival: the network's token list (once per network), the route's
 * arguments applied once per arrival (`{ fromToken, toToken, amount }`, tokens by symbol or
 * address), the native token as the default source, then balances, prices and the gas price.
 */
export async function prepareSwap(host: PluginHost, atoms: SwapsAtoms, api: ConvertApi, arrival: RouteState, prefilled: WeakSet<RouteState>): Promise<void> {
  const { store } = host
  const network = store.get(host.atoms.network)
  if (!network) return
  if (store.get(atoms.tokensFor) !== network.caipNetworkId) {
    try {
      store.set(atoms.tokens, await api.tokens())
      store.set(atoms.tokensFor, network.caipNetworkId)
      store.set(atoms.tokensError, undefined)
    } catch (error) {
      store.set(atoms.tokensError, getErrorMessage(error))
      return
    }
  }
  const tokens = store.get(atoms.tokens)
  if (arrival.arguments && !prefilled.has(arrival)) {
    prefilled.add(arrival)
    const { fromToken, toToken, amount } = arrival.arguments
    resetDraft(store, atoms)
    store.set(atoms.sourceToken, findToken(tokens, fromToken))
    store.set(atoms.toToken, findToken(tokens, toToken))
    if (amount) store.set(atoms.sourceTokenAmount, amount)
  }
  if (!store.get(atoms.sourceToken)) store.set(atoms.sourceToken, tokens.find(isNativeToken))
  await Promise.all([refreshBalances(host, atoms), refreshPricesAndGas(host, atoms, api)])
}
