import { getErrorMessage, SOCIAL_LOGIN_CANCELLED, type AuthHost, type FrameSocialProvider, type PluginHost, type RouteState } from '@portico/contracts'
import type { SocialsAtoms } from '../atoms'
import { routeArguments, socialArgumentsSchema } from '../routeArguments'
import { arrive, settle } from '@portico/contracts'

/**
 * Signs in with `provider` (`auth.connectSocial`). It calls the auth host before its first await,
 * so a click handler that calls this keeps the user's gesture: the shell may open a new window.
 * Success needs nothing here (the shell moves to Account); a closed window and any other failure
 * stay on screen (the view says the sign-in was cancelled, or the failure, with a retry).
 */
export async function signInWithProvider(host: PluginHost, auth: AuthHost, atoms: SocialsAtoms, arrival: RouteState, provider: FrameSocialProvider) {
  const { store } = host
  if (!settle(store, atoms.social, arrival, 'signingIn')) return
  try {
    await auth.connectSocial(provider)
  } catch (error) {
    const message = getErrorMessage(error)
    if (message !== SOCIAL_LOGIN_CANCELLED) host.log.warn(`${provider} sign-in failed:`, message)
    settle(store, atoms.social, arrival, 'failed', message)
  }
}

/**
 * Starts ConnectingSocial for an arrival: one sign-in per arrival, however often the view mounts
 * (StrictMode) or renders. Arguments without a provider the frame knows ask nothing.
 */
export function startSocialSignIn(host: PluginHost, auth: AuthHost, atoms: SocialsAtoms, route: RouteState) {
  const args = routeArguments(socialArgumentsSchema, route)
  if (route.view !== 'ConnectingSocial' || !args) return
  if (arrive(host.store, atoms.social, route, 'signingIn')) void signInWithProvider(host, auth, atoms, route, args.provider)
}
