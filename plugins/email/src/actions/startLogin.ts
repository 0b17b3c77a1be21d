import type { AuthHost, PluginHost, RouteState } from '@portico/contracts'
import type { EmailAtoms } from '../atoms'
import { loginArgumentsSchema, routeArguments } from '../routeArguments'
import { arrive } from '@portico/contracts'
import { requestLoginCode } from './requestLoginCode'

/** The status EmailVerifyOtp starts in: the code field at once when EmailVerifyDevice had the code sent. */
export const initialLoginStatus = (route: RouteState) => (routeArguments(loginArgumentsSchema, route)?.codeSent ? 'code' : 'sending')

/**
 * Starts EmailVerifyOtp for an arrival: one code request per arrival (none when the arguments say
 * a code was already sent), however often the view mounts or renders. An invalid email asks nothing.
 */
export function startLogin(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, route: RouteState) {
  if (route.view !== 'EmailVerifyOtp' || !routeArguments(loginArgumentsSchema, route)) return
  const status = initialLoginStatus(route)
  if (!arrive(host.store, atoms.login, route, status)) return
  host.store.set(atoms.loginCode, '')
  if (status === 'sending') void requestLoginCode(host, auth, atoms, route, 'sending')
}
