import { type FrameSocialProvider } from '@portico/contracts'
import { socialResultError } from '@portico/frame-protocol'
import type { SecureSiteSocial } from '../secureSiteConfig'
import { postedUserNameSchema } from '../../auth/schemas'
import { POSTED_USER_NAME_PARAM } from '../postedUserNameParam'
import { SOCIAL_CALLBACK_PATH } from '../socialCallbackPath'
import type { AuthClient } from './authClient'
import { base64url } from './base64url'
import { FrameRequestError } from './frameRequestError'
import type { FrameSession, SignedIn } from './frameSession'
import type { FrameStorage } from './frameStorage'
import { createPkce } from './pkce'
import { SOCIAL_FLOW_TTL_MS } from './socialFlow'
import { dappReturnUrl, socialState } from './socialState'

export type SocialLoginOptions = {
  auth: AuthClient
  session: FrameSession
  storage: FrameStorage
  /** The providers offered; undefined when the secure site has none (social requests then fail). */
  social: SecureSiteSocial | undefined
  /** The frame's own origin, where the callback page is. */
  selfOrigin: string
  now?: () => number
  randomBytes?: (length: number) => Uint8Array
}

/** A social result the frame cannot use: not its callback, not its sign-in, or too old. */
export const NOT_THIS_SIGN_IN = 'This sign-in was not started here or has expired, sign in again'

/**
 * Social login in the frame (docs/frame-protocol.md "Social login"). `redirectUri` starts a sign-in
 * for a dapp origin: a PKCE pair, a nonce and a state, kept in the frame's storage, and the
 * provider's authorization URL to open. `connect` takes the callback URL the provider sent the
 * user to: it must be this secure site's callback with the kept state, for the same dapp origin;
 * a provider error is answered as is; a code goes to the auth service with the verifier and
 * nonce (and the name the provider posted, if any), which exchanges it, checks the ID token and opens the session.
 * @example
 * const social = createSocialLogin({ auth, session, storage, social: config.social, selfOrigin })
 * const uri = await social.redirectUri('google', 'http://127.0.0.1:5173', metadata?.url)
 * const signedIn = await social.connect(resultUri, 'http://127.0.0.1:5173')
 */
export function createSocialLogin({ auth, session, storage, social, selfOrigin, now = Date.now, randomBytes = (length) => crypto.getRandomValues(new Uint8Array(length)) }: SocialLoginOptions) {
  const callbackUrl = `${selfOrigin}${SOCIAL_CALLBACK_PATH}`
  const providerSettings = (provider: FrameSocialProvider) => {
    const settings = social?.providers[provider]
    if (!settings) throw new FrameRequestError('Social login is not set up on this secure site')
    return settings
  }

  return {
    async redirectUri(provider: FrameSocialProvider, dappOrigin: string, metadataUrl?: string): Promise<string> {
      const { authorizationEndpoint, clientId, scope, responseMode } = providerSettings(provider)
      const { codeVerifier, codeChallenge } = await createPkce(randomBytes)
      const nonce = base64url(randomBytes(16))
      const state = socialState(base64url(randomBytes(16)), dappReturnUrl(dappOrigin, metadataUrl))
      storage.writeSocialFlow({ provider, state, codeVerifier, nonce, dappOrigin, startedAt: now() })
      const url = new URL(authorizationEndpoint)
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope,
        redirect_uri: callbackUrl,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(responseMode ? { response_mode: responseMode } : {}),
      }).toString()
      return url.href
    },

    async connect(resultUri: string, dappOrigin: string): Promise<SignedIn> {
      const result = URL.canParse(resultUri) ? new URL(resultUri) : undefined
      if (result?.origin !== selfOrigin || result.pathname !== SOCIAL_CALLBACK_PATH) throw new FrameRequestError('This is not a sign-in result of this secure site')
      const flow = storage.readSocialFlow()
      const params = result.searchParams
      if (!flow || flow.state !== params.get('state') || flow.dappOrigin !== dappOrigin) throw new FrameRequestError(NOT_THIS_SIGN_IN)
      // Single use from here: whatever the answer, this state is spent.
      storage.clearSocialFlow()
      if (now() - flow.startedAt > SOCIAL_FLOW_TTL_MS) throw new FrameRequestError(NOT_THIS_SIGN_IN)
      const iss = params.get('iss')
      // RFC 9207: an answer naming another issuer is a mix-up, whatever it carries.
      if (iss !== null && iss !== providerSettings(flow.provider).issuer) throw new FrameRequestError('The sign-in answer comes from another provider')
      const error = socialResultError(resultUri)
      if (error !== undefined) throw new FrameRequestError(error)
      const code = params.get('code')
      if (!code) throw new FrameRequestError('The sign-in answer has no code')
      // The name a provider posted (Apple's, first time only): a bad one is left out, never a failed sign-in.
      const userName = postedUserNameSchema.safeParse(params.get(POSTED_USER_NAME_PARAM)).data
      const opened = await auth.connectSocial({ provider: flow.provider, code, codeVerifier: flow.codeVerifier, nonce: flow.nonce, deviceId: storage.deviceId(), ...(userName === undefined ? {} : { userName }) })
      return session.open(opened.token, opened.user)
    },
  }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
