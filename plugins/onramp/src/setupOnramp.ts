import { isRestrictedTimezone, type PluginHost, type PluginRegistration } from '@portico/contracts'
import { createOnrampAtoms, resetPurchase, type OnrampAtoms } from './atoms'
import { currentTimeZone } from './onrampUnavailableReason'

/**
 * The plugin's setup, returning its atoms too so tests can drive them. `timeZone` defaults to the
 * browser's; tests pass one (undefined: the browser could not tell).
 *
 * The description shows Buy on the onramp chains only (the shell hides it on others); a restricted
 * time zone hides it here, once, as it does not change while the page lives.
 */
export function setupOnramp(
  host: PluginHost,
  { timeZone }: { timeZone: string | undefined } = { timeZone: currentTimeZone() },
): { registration: PluginRegistration; atoms: OnrampAtoms } {
  const atoms = createOnrampAtoms()
  // Another network or account buys afresh: an open purchase belongs to the old one. Keyed, so a
  // balance update (the same account) or the same network set again keeps it.
  const purchaseKey = () => `${host.store.get(host.atoms.network)?.caipNetworkId}|${host.store.get(host.atoms.account).caipAddress}`
  let key = purchaseKey()
  const onChange = () => {
    const next = purchaseKey()
    if (next === key) return
    key = next
    resetPurchase(host.store, atoms)
  }
  const unsubscribeNetwork = host.store.sub(host.atoms.network, onChange)
  const unsubscribeAccount = host.store.sub(host.atoms.account, onChange)
  const available = !isRestrictedTimezone(timeZone)
  const registration: PluginRegistration = {
    views: {
      OnRampProviders: {
        load: async () => (await import('./views/OnRampProviders/OnRampProvidersView')).createOnRampProvidersView(host, atoms, timeZone),
      },
      BuyInProgress: {
        load: async () => (await import('./views/BuyInProgress/BuyInProgressView')).createBuyInProgressView(host, atoms),
      },
    },
    slots: { accountActions: available ? [{ view: 'OnRampProviders' }] : [] },
    dispose: () => {
      unsubscribeNetwork()
      unsubscribeAccount()
    },
  }
  return { registration, atoms }
}
