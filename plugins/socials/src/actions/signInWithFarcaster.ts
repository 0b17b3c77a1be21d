import { getErrorMessage, type AuthHost, type PluginHost, type RouteState } from '@portico/contracts'
import type { SocialsAtoms } from '../atoms'
import { farcasterUriSchema } from '../farcasterUri'
import { arrive, settle } from '@portico/contracts'

/**
 * Sign In With Farcaster (SPEC section 2): gets a link, shows it (QR code, copy, open), then waits
 * for its approval in the Farcaster app (`auth.connectFarcaster`). A link that is not a safe web
 * address is refused (status `refused`), and nothing waits on it. Success needs nothing here (the
 * shell moves on).
 */
export async function signInWithFarcaster(host: PluginHost, auth: AuthHost, atoms: SocialsAtoms, arrival: RouteState) {
  const { store } = host
  if (!settle(store, atoms.farcaster, arrival, 'gettingLink')) return
  const belongs = () => store.get(atoms.farcaster).arrival === arrival
  try {
    const uri = farcasterUriSchema.safeParse(await auth.getFarcasterUri())
    if (!belongs()) return
    if (!uri.success) {
      host.log.warn('refused a Farcaster link that is not a safe web address')
      settle(store, atoms.farcaster, arrival, 'refused')
      return
    }
    store.set(atoms.farcasterLink, { arrival, uri: uri.data })
    settle(store, atoms.farcaster, arrival, 'waiting')
    // The link is on screen before the wait for its approval starts.
    await auth.connectFarcaster()
  } catch (error) {
    const message = getErrorMessage(error)
    host.log.warn('Farcaster sign-in failed:', message)
    settle(store, atoms.farcaster, arrival, 'failed', message)
  }
}

/** Starts ConnectingFarcaster for an arrival: one link and one wait per arrival (StrictMode-safe). */
export function startFarcasterSignIn(host: PluginHost, auth: AuthHost, atoms: SocialsAtoms, route: RouteState) {
  if (route.view !== 'ConnectingFarcaster') return
  if (arrive(host.store, atoms.farcaster, route, 'gettingLink')) void signInWithFarcaster(host, auth, atoms, route)
}
