import { getErrorMessage, type AuthHost, type PluginHost, type RouteState } from '@portico/contracts'
import type { EmailAtoms } from '../atoms'
import { loginArgumentsSchema, routeArguments } from '../routeArguments'
import { arrive, settle } from '@portico/contracts'
import { isOnScreen } from '@portico/contracts'

/**
 * Waits for the device's approval from the emailed link (`auth.connectDevice`), then goes back to
 * EmailVerifyOtp with `codeSent`: the approval sends a code, so that view asks for none.
 */
export async function approveDevice(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, arrival: RouteState) {
  const args = routeArguments(loginArgumentsSchema, arrival)
  const { store } = host
  if (!args || !settle(store, atoms.device, arrival, 'waiting')) return
  try {
    await auth.connectDevice()
    if (store.get(atoms.device).arrival === arrival && isOnScreen(host, arrival)) {
      host.router.replace('EmailVerifyOtp', { email: args.email, codeSent: 'true' })
    }
  } catch (error) {
    const message = getErrorMessage(error)
    host.log.warn('device approval failed:', message)
    settle(store, atoms.device, arrival, 'failed', message)
  }
}

/** Starts EmailVerifyDevice for an arrival: one approval wait per arrival. */
export function startDeviceApproval(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, route: RouteState) {
  if (route.view !== 'EmailVerifyDevice' || !routeArguments(loginArgumentsSchema, route)) return
  if (arrive(host.store, atoms.device, route, 'waiting')) void approveDevice(host, auth, atoms, route)
}
