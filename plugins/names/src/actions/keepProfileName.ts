import { getErrorMessage, isRegisteredAccountName, UserMessages, type PluginHost } from '@portico/contracts'
import { fetchNamesForAddress } from '../api'
import type { NamesAtoms } from '../atoms'

/** Records the name of an address (registered just now) and stores it as the account's profile name. */
export function rememberName(host: PluginHost, atoms: NamesAtoms, address: string, name: string): void {
  host.store.set(atoms.known, (known) => new Map(known).set(address.toLowerCase(), { status: 'named', name }))
  host.account?.setProfileName(address, name)
}

/**
 * Keeps the active EVM account's profile name while this plugin runs. The shell already looks an
 * embedded-wallet account's name up at connect (readAccountName), but says nothing when that
 * fails; here an address without a profile name is looked up once more by reverse lookup
 * (GET /v1/profile/reverse/{address}), so the register view can show 'Error fetching names for
 * address', and a name this plugin knows (`.reown.id`, or the legacy `.wcn.id`) is stored again
 * whenever it goes missing. A name the identity sync found stays. Answers the unsubscribe.
 */
export function keepProfileName(host: PluginHost, atoms: NamesAtoms): () => void {
  const { store } = host
  const pending = new Set<string>()

  const lookUp = async (address: string) => {
    const key = address.toLowerCase()
    pending.add(key)
    try {
      const name = (await fetchNamesForAddress(host, address)).find(isRegisteredAccountName)
      store.set(atoms.known, (known) => new Map(known).set(key, name ? { status: 'named', name } : { status: 'none' }))
    } catch (error) {
      host.log.warn('reverse name lookup failed:', getErrorMessage(error))
      store.set(atoms.known, (known) => new Map(known).set(key, { status: 'failed', error: UserMessages.ERROR_FETCHING_NAMES_FOR_ADDRESS }))
    } finally {
      pending.delete(key)
    }
  }

  const check = () => {
    const { status, address, profileName } = store.get(host.atoms.account)
    if (status !== 'connected' || !address || profileName || store.get(host.atoms.network)?.chainNamespace !== 'eip155') return
    const known = store.get(atoms.known).get(address.toLowerCase())
    if (known?.status === 'named') host.account?.setProfileName(address, known.name)
    else if (!known && !pending.has(address.toLowerCase())) void lookUp(address)
  }

  const unsubscribers = [store.sub(host.atoms.account, check), store.sub(host.atoms.network, check), store.sub(atoms.known, check)]
  check()
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe()
  }
}
