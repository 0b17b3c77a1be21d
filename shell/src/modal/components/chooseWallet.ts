import type { ModalCore } from '../../core/loadModalCore'
import type { WalletEntry } from './walletEntry'

/**
 * What picking a wallet does: an installed wallet connects through its provider while
 * ConnectingExternal shows progress; a catalogue wallet goes to WalletConnect pairing, whose view
 * arrives with WalletConnect support (until then the router shows its fallback).
 */
export function chooseWallet(core: ModalCore, entry: WalletEntry) {
  if (entry.kind === 'installed') {
    core.modal.push({ view: 'ConnectingExternal', connectorId: entry.id })
    void core.connection.connectAnnounced(entry.id)
    return
  }
  core.modal.push({ view: 'ConnectingWalletConnect', walletId: entry.id })
}

/** The icon to show: the wallet's own (EIP-6963 data URI) or the catalogue image. */
export function walletEntryIcon(core: ModalCore, entry: WalletEntry): string | undefined {
  if (entry.kind === 'installed') return entry.icon
  return entry.imageId ? core.catalogue.imageUrl('walletImages', entry.imageId) : undefined
}
