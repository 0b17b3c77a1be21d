import { getErrorMessage, type AuthHost, type PluginHost, type RouteState } from '@portico/contracts'
import type { EmailAtoms } from '../atoms'
import { emailCatalogue } from '../i18n/emailCatalogue'
import { loginArgumentsSchema, routeArguments } from '../routeArguments'
import { isOnScreen } from '@portico/contracts'
import { settle } from '@portico/contracts'

/**
 * Asks for a login code for the arrival's email (`auth.connectEmail`); the answer decides what
 * follows (SPEC section 4): VERIFY_OTP waits for the code here, VERIFY_DEVICE goes to
 * EmailVerifyDevice, CONNECT connects the session the frame already holds. A failure of a resend
 * keeps the code field (a code is already on its way); of a first request, no code is coming: the
 * step gives way to EmailLoginFailed, which says so.
 */
export async function requestLoginCode(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, arrival: RouteState, sending: 'sending' | 'resending') {
  const args = routeArguments(loginArgumentsSchema, arrival)
  const { store } = host
  if (!args || !settle(store, atoms.login, arrival, sending)) return
  try {
    // The host keeps the cooldown (auth.lastEmailLoginTime): a request that went through starts it.
    const { action } = await auth.connectEmail(args.email)
    if (action === 'VERIFY_DEVICE') {
      if (isOnScreen(host, arrival)) host.router.replace('EmailVerifyDevice', { email: args.email })
    } else if (action === 'CONNECT') {
      if (!settle(store, atoms.login, arrival, 'connecting')) return
      await auth.connect()
      settle(store, atoms.login, arrival, 'done')
    } else if (settle(store, atoms.login, arrival, 'code') && sending === 'resending') {
      host.notify.toast(store.get(host.i18n.translator(emailCatalogue))('codeResent'), 'success')
    }
  } catch (error) {
    const message = getErrorMessage(error)
    host.log.warn('email login failed:', message)
    if (sending === 'resending') settle(store, atoms.login, arrival, 'code', message)
    else if (settle(store, atoms.login, arrival, 'failed', message) && isOnScreen(host, arrival)) host.router.replace('EmailLoginFailed', { email: args.email })
  }
}

/** "Resend code", with the code field on screen. */
export function resendLoginCode(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, arrival: RouteState) {
  if (host.store.get(atoms.login).status !== 'code') return Promise.resolve()
  return requestLoginCode(host, auth, atoms, arrival, 'resending')
}
