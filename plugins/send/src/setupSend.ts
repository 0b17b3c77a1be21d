import type { PluginHost, PluginRegistration } from '@portico/contracts'
import { createSendAtoms, forgetBalances, resetDraft, type SendAtoms } from './atoms'

/** The plugin's setup, returning its atoms too so tests can drive them. */
export function setupSend(host: PluginHost): { registration: PluginRegistration; atoms: SendAtoms } {
  const atoms = createSendAtoms()
  // SPEC section 4: switching network clears the send draft (and what was read on the old one).
  const unsubscribe = host.store.sub(host.atoms.network, () => {
    resetDraft(host.store, atoms)
    forgetBalances(host.store, atoms)
  })
  const registration: PluginRegistration = {
    views: {
      WalletSend: {
        load: async () => (await import('./views/WalletSend/WalletSendView')).createWalletSendView(host, atoms),
      },
      WalletSendSelectToken: {
        load: async () => (await import('./views/WalletSendSelectToken/WalletSendSelectTokenView')).createWalletSendSelectTokenView(host, atoms),
      },
      WalletSendPreview: {
        load: async () => (await import('./views/WalletSendPreview/WalletSendPreviewView')).createWalletSendPreviewView(host, atoms),
      },
    },
    dispose: unsubscribe,
  }
  return { registration, atoms }
}
