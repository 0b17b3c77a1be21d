import {
  errorRegisteringNameMessage,
  getErrorMessage,
  isOnScreen,
  nameRegistrationMessage,
  registerNameBodySchema,
  ThrownMessages,
  toNameCoinType,
  type PluginHost,
} from '@portico/contracts'
import { postNameRegistration } from '../api'
import type { NamesAtoms } from '../atoms'
import { rememberName } from './keepProfileName'
import { utf8ToHex } from './utf8ToHex'

/**
 * SPEC section 4, name registration: shows RegisterAccountNameSuccess first (it replaces the
 * register view, so Back does not return to it), signs the registration message through the
 * connected wallet (the embedded wallet approves it in its frame), registers it with
 * POST /v1/profile/account under the chain's coin type, stores the profile name, and the success
 * view shows it. On any failure (a declined or cancelled signature included) the loading ends,
 * the register view comes back with 'Error registering name {name}', and that error is thrown.
 * @example await registerAccountName(host, atoms, 'alice.reown.id')
 */
export async function registerAccountName(host: PluginHost, atoms: NamesAtoms, fullName: string, now: () => number = Date.now): Promise<void> {
  const { store } = host
  store.set(atoms.registration, { name: fullName, status: 'registering' })
  host.router.replace('RegisterAccountNameSuccess')
  const arrival = store.get(host.atoms.route)
  try {
    const { address } = store.get(host.atoms.account)
    const network = store.get(host.atoms.network)
    if (!address || network?.chainNamespace !== 'eip155') throw new Error(ThrownMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
    const coinType = toNameCoinType(Number(network.id))
    const message = nameRegistrationMessage(fullName, now())
    const signature = await host.rpc.request({ method: 'personal_sign', params: [utf8ToHex(message), address] })
    await postNameRegistration(host, registerNameBodySchema.parse({ coin_type: coinType, address, message, signature }), fullName)
    rememberName(host, atoms, address, fullName)
    store.set(atoms.registration, { name: fullName, status: 'registered' })
  } catch (error) {
    host.log.warn('name registration failed:', getErrorMessage(error))
    const message = errorRegisteringNameMessage(fullName)
    store.set(atoms.registration, { name: fullName, status: 'failed', error: message })
    // The user may have left the success view (Back, or closed the modal): then the router stays.
    if (isOnScreen(host, arrival)) host.router.replace('RegisterAccountName')
    throw new Error(message, { cause: error })
  }
}
