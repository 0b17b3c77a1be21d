import { SOCIAL_LOGIN_CANCELLED, type CaipNetwork, type FrameSocialProvider, type SocialProvider } from '@portico/contracts'
import { socialResultError } from '@portico/frame-protocol'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ShellContext } from '../../core/shellContext'
import type { AuthStorage } from './authStorage'
import { CONNECT_TIMEOUT } from './connectTimeout'
import type { FrameCall } from './frameCall'
import { FrameUnavailableError } from './frameErrors'
import { waitForSocialResult } from './socialResultListener'

const SOCIAL_WINDOW_BLOCKED = 'The sign-in window could not open: allow pop-ups for this site and try again'

/**
 * Social and Farcaster sign-in in the frame (SPEC sections 2 and 7): the provider's page in the
 * window the click opened (or at top level in a Telegram web view), the result taken only from
 * that window and the secure site, then the frame signs in with it and the wallet connects.
 */
export function createSocialSteps(deps: {
  ctx: Pick<ShellContext, 'store' | 'window'>
  call: FrameCall
  storage: AuthStorage
  socialUsername: PrimitiveAtom<string | undefined>
  socialProvider: PrimitiveAtom<SocialProvider | undefined>
  /** The secure site's origin (the frame's). */
  frameOrigin: () => string
  /** The network to sign in on, when the embedded wallet has its namespace. */
  authNetwork: () => CaipNetwork | undefined
  connect: () => Promise<void>
}) {
  const { ctx, call, storage } = deps
  const rememberSocialLogin = (userName: string | null | undefined, provider: SocialProvider | undefined) => {
    storage.update({ socialUsername: userName ?? undefined, socialProvider: provider })
    ctx.store.set(deps.socialUsername, userName ?? undefined)
    ctx.store.set(deps.socialProvider, provider)
  }

  /** The provider sent the user back (a popup's message, or Telegram's `result_uri`): the frame signs in with it. */
  // Back from a provider at top level (Telegram), the provider is the one stored before leaving.
  const connectWithResultUri = async (resultUri: string, provider = storage.read().socialProvider) => {
    const providerError = socialResultError(resultUri)
    if (providerError) throw new Error(providerError)
    const network = deps.authNetwork()
    const user = await call((f) => f.request('CONNECT_SOCIAL', { uri: resultUri, ...(network ? { chainId: network.caipNetworkId } : {}) }, CONNECT_TIMEOUT))
    rememberSocialLogin(user.userName, provider)
    await deps.connect()
  }

  return {
    /** `popup`: the window the click opened; null when the browser blocked it; undefined in a Telegram web view. */
    async connectSocial(provider: FrameSocialProvider, popup: Window | null | undefined) {
      try {
        const { uri } = await call((f) => f.request('GET_SOCIAL_REDIRECT_URI', { provider }, CONNECT_TIMEOUT))
        const win = ctx.window
        if (!win) throw new FrameUnavailableError()
        if (popup === undefined) {
          // Telegram: the page leaves for the provider and comes back with `result_uri`.
          storage.update({ socialProvider: provider })
          win.location.assign(uri)
          return await new Promise<never>(() => undefined)
        }
        if (popup === null) throw new Error(SOCIAL_WINDOW_BLOCKED)
        if (popup.closed) throw new Error(SOCIAL_LOGIN_CANCELLED)
        popup.location.href = uri
        await connectWithResultUri(await waitForSocialResult(win, popup, deps.frameOrigin()), provider)
      } finally {
        if (popup && !popup.closed) popup.close()
      }
    },
    connectWithResultUri,
    async getFarcasterUri() {
      const { url } = await call((f) => f.request('GET_FARCASTER_URI', undefined, CONNECT_TIMEOUT))
      return url
    },
    async connectFarcaster() {
      // The user approves in their Farcaster app, which may take a while: no timeout here.
      const { userName } = await call((f) => f.request('CONNECT_FARCASTER', undefined))
      rememberSocialLogin(userName, 'farcaster')
      await deps.connect()
    },
  }
}
