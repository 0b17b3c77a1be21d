import { getErrorMessage, type PluginHost } from '@portico/contracts'
import { resolveName } from '../api'
import type { SendAtoms } from '../atoms'
import { isReceiverAddress, looksLikeName } from '../validation/isReceiverAddress'

/**
 * Takes the receiver field's text: an address is the receiver as is; a name is resolved through
 * the Blockchain API profile endpoint, its address and avatar becoming the receiver's. A failure
 * marks the field (the view shows 'Error resolving name'). A later keystroke wins over a slower
 * answer for an earlier one.
 */
export async function resolveReceiver(host: PluginHost, atoms: SendAtoms, input: string): Promise<void> {
  const { store } = host
  const text = input.trim()
  store.set(atoms.receiverInput, input)
  store.set(atoms.receiverProfileName, undefined)
  store.set(atoms.receiverProfileImage, undefined)
  if (!looksLikeName(text)) {
    store.set(atoms.receiverAddress, text || undefined)
    store.set(atoms.receiverResolution, 'idle')
    return
  }
  store.set(atoms.receiverAddress, undefined)
  store.set(atoms.receiverResolution, 'resolving')
  const stillCurrent = () => store.get(atoms.receiverInput) === input
  try {
    const { address, avatar } = await resolveName(host, text)
    if (!stillCurrent()) return
    store.set(atoms.receiverAddress, isReceiverAddress(address) ? address : undefined)
    store.set(atoms.receiverProfileName, text)
    store.set(atoms.receiverProfileImage, avatar)
    store.set(atoms.receiverResolution, isReceiverAddress(address) ? 'idle' : 'failed')
  } catch (error) {
    if (!stillCurrent()) return
    host.log.warn('name resolution failed:', getErrorMessage(error))
    store.set(atoms.receiverResolution, 'failed')
  }
}
