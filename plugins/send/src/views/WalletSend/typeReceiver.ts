import type { JotaiStore } from '@portico/contracts'
import type { SendAtoms } from '../../atoms'
import { looksLikeName } from '../../validation/isReceiverAddress'

/**
 * Puts `text` in the receiver field as typing does: a name is marked resolving at once (the
 * button says so while the debounce runs), an address is checked when the resolver applies it.
 *
 * @example typeReceiver(host.store, atoms, 'vitalik.eth')
 */
export function typeReceiver(store: JotaiStore, atoms: Pick<SendAtoms, 'receiverInput' | 'receiverResolution'>, text: string): void {
  store.set(atoms.receiverInput, text)
  if (looksLikeName(text)) store.set(atoms.receiverResolution, 'resolving')
}
