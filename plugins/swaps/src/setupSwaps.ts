import type { PluginHost, PluginRegistration } from '@portico/contracts'
import { createConvertApi } from './api/convertApi'
import { createSwapsAtoms, resetDraft } from './atoms'
import { refreshQuote } from './quote/refreshQuote'
import { createQuoteRefresher } from './quote/createQuoteRefresher'
import { swapNetworkIds } from './swapNetworks'
import type { SwapsContext } from './swapsContext'

export type { SwapsContext } from './swapsContext'

/** The plugin's setup, returning its context too so tests can drive it. */
export function setupSwaps(host: PluginHost): { registration: PluginRegistration; context: SwapsContext } {
  const atoms = createSwapsAtoms()
  const api = createConvertApi(host)
  const refresher = createQuoteRefresher({ refresh: () => refreshQuote(host, atoms, api), isHidden: () => globalThis.document?.hidden === true })
  const context: SwapsContext = { host, atoms, api, refresher, prefilled: new WeakSet() }

  // Another network or account swaps afresh: the draft and what was read belong to the old one.
  const key = () => `${host.store.get(host.atoms.network)?.caipNetworkId}|${host.store.get(host.atoms.account).caipAddress}`
  let current = key()
  const onChange = () => {
    if (key() === current) return
    current = key()
    resetDraft(host.store, atoms)
    host.store.set(atoms.tokensFor, undefined)
    host.store.set(atoms.tokens, [])
    host.store.set(atoms.balances, {})
    host.store.set(atoms.prices, {})
    host.store.set(atoms.gasPrice, undefined)
  }
  const unsubscribe = [host.store.sub(host.atoms.network, onChange), host.store.sub(host.atoms.account, onChange)]

  const registration: PluginRegistration = {
    views: {
      Swap: { load: async () => (await import('./views/Swap/SwapView')).createSwapView(context) },
      SwapSelectToken: { load: async () => (await import('./views/SwapSelectToken/SwapSelectTokenView')).createSwapSelectTokenView(context) },
      SwapPreview: { load: async () => (await import('./views/SwapPreview/SwapPreviewView')).createSwapPreviewView(context) },
    },
    // Swap is offered only where it can swap: the networks of the dapp's swapChainIds.
    slots: { accountActions: [{ view: 'Swap', networks: swapNetworkIds(host) }] },
    dispose: () => {
      refresher.stop()
      for (const stop of unsubscribe) stop()
    },
  }
  return { registration, context }
}
