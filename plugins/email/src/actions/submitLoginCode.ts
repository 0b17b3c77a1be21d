import { getErrorMessage, type AuthHost, type PluginHost, type RouteState } from '@portico/contracts'
import type { EmailAtoms } from '../atoms'
import { settle } from '@portico/contracts'

/**
 * Checks the typed code and connects (`auth.connectOtp`): the shell then moves the modal to the
 * Account view. A refused code is cleared and its message shown, for another try.
 */
export async function submitLoginCode(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, arrival: RouteState, code: string) {
  const { store } = host
  // One check per code: a second submit while the first is under way is ignored.
  if (store.get(atoms.login).status !== 'code' || !settle(store, atoms.login, arrival, 'verifying')) return
  try {
    await auth.connectOtp(code)
    settle(store, atoms.login, arrival, 'done')
  } catch (error) {
    const message = getErrorMessage(error)
    host.log.warn('email code refused:', message)
    if (settle(store, atoms.login, arrival, 'code', message)) store.set(atoms.loginCode, '')
  }
}
