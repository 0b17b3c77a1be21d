import { getErrorMessage, isEmail, type AuthHost, type PluginHost, type RouteState } from '@portico/contracts'
import type { EmailAtoms } from '../atoms'
import { emailCatalogue } from '../i18n/emailCatalogue'
import { arrive, settle } from '@portico/contracts'
import { isOnScreen } from '@portico/contracts'

/** Starts UpdateEmail for an arrival with an empty field; coming back from a code step keeps what was typed. */
export function startEmailUpdate(host: PluginHost, atoms: EmailAtoms, route: RouteState) {
  if (route.view === 'UpdateEmail' && arrive(host.store, atoms.update, route, 'editing')) host.store.set(atoms.newEmail, '')
}

/**
 * Starts the change to the typed address (`auth.updateEmail`): the code goes to the current
 * address first (UpdateEmailPrimaryOtp), or straight to the new one when the frame says so.
 */
export async function submitNewEmail(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, arrival: RouteState) {
  const { store } = host
  if (store.get(atoms.update).status !== 'editing') return
  const t = store.get(host.i18n.translator(emailCatalogue))
  const newEmail = store.get(atoms.newEmail).trim()
  if (!isEmail(newEmail)) return void settle(store, atoms.update, arrival, 'editing', t('invalidEmail'))
  if (newEmail.toLowerCase() === store.get(auth.email)?.toLowerCase()) return void settle(store, atoms.update, arrival, 'editing', t('sameEmail'))
  if (!settle(store, atoms.update, arrival, 'submitting')) return
  try {
    const { action } = await auth.updateEmail(newEmail)
    if (settle(store, atoms.update, arrival, 'editing') && isOnScreen(host, arrival)) {
      host.router.push(action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', { newEmail })
    }
  } catch (error) {
    const message = getErrorMessage(error)
    host.log.warn('email update failed:', message)
    settle(store, atoms.update, arrival, 'editing', message)
  }
}
