import { messageText, type PluginHost, type PluginRegistration } from '@portico/contracts'
import { createSendAtoms, forgetBalances, resetDraft, type SendAtoms } from './atoms'
import { sendCatalogue } from './i18n/sendCatalogue'
import { sendIcon } from './sendIcon'

/** The plugin's setup, returning its atoms too so tests can drive them. */
export function setupSend(host: PluginHost): { registration: PluginRegistration; atoms: SendAtoms } {
  const atoms = createSendAtoms()
  // SPEC section 4: switching network clears the send draft (and what was read on the old one).
  const unsubscribe = host.store.sub(host.atoms.network, () => {
    resetDraft(host.store, atoms)
    forgetBalances(host.store, atoms)
  })
  const messages = host.i18n.translator(sendCatalogue)
  const registration: PluginRegistration = {
    views: {
      WalletSend: {
        title: messageText(messages, 'title.WalletSend'),
        load: async () => (await import('./views/WalletSend/WalletSendView')).createWalletSendView(host, atoms),
      },
      WalletSendSelectToken: {
        title: messageText(messages, 'title.WalletSendSelectToken'),
        load: async () => (await import('./views/WalletSendSelectToken/WalletSendSelectTokenView')).createWalletSendSelectTokenView(host, atoms),
      },
      WalletSendPreview: {
        title: messageText(messages, 'title.WalletSendPreview'),
        load: async () => (await import('./views/WalletSendPreview/WalletSendPreviewView')).createWalletSendPreviewView(host, atoms),
      },
    },
    slots: { accountActions: [{ label: messageText(messages, 'title.WalletSend'), view: 'WalletSend', icon: sendIcon }] },
    dispose: unsubscribe,
  }
  return { registration, atoms }
}
