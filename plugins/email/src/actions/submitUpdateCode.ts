import { getErrorMessage, type AuthHost, type PluginHost, type RouteState } from '@portico/contracts'
import type { EmailAtoms } from '../atoms'
import { emailCatalogue } from '../i18n/emailCatalogue'
import { routeArguments, updateArgumentsSchema } from '../routeArguments'
import { arrive, settle } from '@portico/contracts'
import { isOnScreen } from '@portico/contracts'

/** Starts a code step of the email change for an arrival, with an empty code field. */
export function startUpdateCode(host: PluginHost, atoms: EmailAtoms, route: RouteState) {
  if (route.view !== 'UpdateEmailPrimaryOtp' && route.view !== 'UpdateEmailSecondaryOtp') return
  if (arrive(host.store, atoms.updateCode, route, 'code')) host.store.set(atoms.updateCodeValue, '')
}

/**
 * Checks a code of the email change (SPEC section 4: the current address's, then the new one's).
 * The first moves on to UpdateEmailSecondaryOtp; the second completes the change: a success toast,
 * and the Account view, where the new email shows. A refused code is cleared, for another try.
 */
export async function submitUpdateCode(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, arrival: RouteState, code: string) {
  const args = routeArguments(updateArgumentsSchema, arrival)
  const { store } = host
  if (!args || store.get(atoms.updateCode).status !== 'code' || !settle(store, atoms.updateCode, arrival, 'verifying')) return
  try {
    if (arrival.view === 'UpdateEmailPrimaryOtp') {
      await auth.updateEmailPrimaryOtp(code)
      if (settle(store, atoms.updateCode, arrival, 'done') && isOnScreen(host, arrival)) host.router.replace('UpdateEmailSecondaryOtp', { newEmail: args.newEmail })
    } else {
      await auth.updateEmailSecondaryOtp(code)
      // The change is made even if the user has left the view: say so, but move no router they left.
      host.notify.toast(store.get(host.i18n.translator(emailCatalogue))('emailUpdated'), 'success')
      if (settle(store, atoms.updateCode, arrival, 'done') && isOnScreen(host, arrival)) host.router.reset('Account')
    }
  } catch (error) {
    const message = getErrorMessage(error)
    host.log.warn('email update code refused:', message)
    if (settle(store, atoms.updateCode, arrival, 'code', message)) store.set(atoms.updateCodeValue, '')
  }
}
