import { messageText, type PluginHost, type PluginRegistration } from '@portico/contracts'
import { createOnrampAtoms, resetPurchase, type OnrampAtoms } from './atoms'
import { onrampCatalogue } from './i18n/onrampCatalogue'
import { onrampIcon } from './onrampIcon'
import { currentTimeZone, onrampUnavailableReason } from './onrampUnavailableReason'

/**
 * The plugin's setup, returning its atoms too so tests can drive them. `timeZone` defaults to the
 * browser's; tests pass one (undefined: the browser could not tell).
 *
 * The Buy action is decided here, once: the contract's account actions are static, so it shows
 * when the network active at setup is an onramp chain and the time zone is not restricted. A later
 * switch to another namespace leaves it in place, and the providers view then says why nothing
 * can be bought there.
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
  const available = onrampUnavailableReason(host.store.get(host.atoms.network), timeZone) === undefined
  const messages = host.i18n.translator(onrampCatalogue)
  const registration: PluginRegistration = {
    views: {
      OnRampProviders: {
        title: messageText(messages, 'buy'),
        load: async () => (await import('./views/OnRampProviders/OnRampProvidersView')).createOnRampProvidersView(host, atoms, timeZone),
      },
      BuyInProgress: {
        title: messageText(messages, 'title.BuyInProgress'),
        load: async () => (await import('./views/BuyInProgress/BuyInProgressView')).createBuyInProgressView(host, atoms),
      },
    },
    slots: { accountActions: available ? [{ label: messageText(messages, 'buy'), view: 'OnRampProviders', icon: onrampIcon }] : [] },
    dispose: () => {
      unsubscribeNetwork()
      unsubscribeAccount()
    },
  }
  return { registration, atoms }
}
