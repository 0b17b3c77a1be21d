import type { IncomingMessage, ServerResponse } from 'node:http'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { z } from 'zod'
import { farcasterAppHomePage, farcasterAppMessagePage, FARCASTER_APP_PAGE_HEADERS, signInRequestPage } from './farcasterAppPages'
import { readFormBody } from './readFormBody'
import { RelayError } from './relayError'
import { custodyAccount, type SandboxFarcasterUser } from './sandboxFarcasterUsers'
import { readSignInRequest, SIGN_IN_PATH, signInRequestSchema, type SignInRequest } from './signInLink'

export type FarcasterAppOptions = {
  /** The relay's origin (this server's), known once it listens. */
  relayUrl: () => string
  /** The relay key the app authenticates channels with. */
  authKey: string
  users: readonly SandboxFarcasterUser[]
  /** An anvil node: auth-client's wallet client wants a connector, though building and authenticating read nothing. */
  rpcUrl: string
}

const approveFormSchema = signInRequestSchema.extend({ fid: z.coerce.number().int().positive() })

/**
 * The sandbox Farcaster app, standing in for Warpcast on the relay's origin: `/app` lists the
 * sandbox users; a channel's link (`/app/siwf?channelToken=...`) shows the request; Approve builds
 * the Sign In With Farcaster message (auth-client's buildSignInMessage), signs it with the chosen
 * user's custody key (on the server: no key reaches a page) and posts it to the relay's
 * /v1/channel/authenticate with the relay key.
 * @example const app = createFarcasterApp({ relayUrl: () => url, authKey, users, rpcUrl }); await app(req, res, url)
 */
export function createFarcasterApp({ relayUrl, authKey, users, rpcUrl }: FarcasterAppOptions) {
  const page = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, FARCASTER_APP_PAGE_HEADERS)
    res.end(html)
  }

  const approve = async (request: SignInRequest, fid: number): Promise<SandboxFarcasterUser> => {
    const user = users.find((candidate) => candidate.fid === fid)
    if (!user) throw new RelayError(400, `No sandbox user with fid ${fid}`)
    const account = custodyAccount(user)
    const wallet = createWalletClient({ relay: relayUrl(), ethereum: viemConnector({ rpcUrl }) })
    const built = wallet.buildSignInMessage({
      domain: request.domain,
      uri: request.siweUri,
      nonce: request.nonce,
      address: account.address,
      fid: user.fid,
      ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
      ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
      ...(request.requestId ? { requestId: request.requestId } : {}),
    })
    if (built.isError) throw new RelayError(400, built.error?.message ?? 'The sign-in request cannot be signed')
    const signature = await account.signMessage({ message: built.message })
    const sent = await wallet.authenticate({ channelToken: request.channelToken, authKey, message: built.message, signature, fid: user.fid, username: user.username, displayName: user.displayName })
    if (sent.isError) throw new RelayError(502, sent.error?.message ?? 'The relay could not be reached')
    // 401: the channel is gone (expired, or answered and read); 409: answered already.
    if (sent.response.status === 401 || sent.response.status === 409) throw new RelayError(410, 'This sign-in request has expired or was already answered')
    if (sent.response.status !== 201) throw new RelayError(502, `The relay refused the sign-in (HTTP ${sent.response.status})`)
    return user
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const route = `${req.method} ${url.pathname}`
    if (route === 'GET /app' || route === 'GET /app/') return page(res, 200, farcasterAppHomePage(users))
    if (route === 'GET /app/open') {
      // Only this app's own sign-in links are followed.
      const link = URL.canParse(url.searchParams.get('link') ?? '') ? new URL(url.searchParams.get('link') ?? '') : undefined
      if (!link || link.origin !== relayUrl() || link.pathname !== SIGN_IN_PATH) return page(res, 400, farcasterAppMessagePage('Not a sign-in link', 'Paste a Sign In With Farcaster link of this sandbox.'))
      res.writeHead(303, { location: link.toString(), 'cache-control': 'no-store' })
      res.end()
      return
    }
    if (route === `GET ${SIGN_IN_PATH}`) {
      const request = readSignInRequest(url.searchParams)
      if (!request) return page(res, 400, farcasterAppMessagePage('Not a sign-in link', 'This link is not a Sign In With Farcaster request.'))
      return page(res, 200, signInRequestPage(request, users))
    }
    if (route === `POST ${SIGN_IN_PATH}/approve`) {
      const { fid, ...request } = await readFormBody(req, approveFormSchema)
      try {
        const user = await approve(request, fid)
        return page(res, 200, farcasterAppMessagePage('Signed in', `Signed in to ${request.domain} as @${user.username}. Go back to the app: you can close this page.`))
      } catch (error) {
        if (!(error instanceof RelayError)) throw error
        return page(res, error.status, farcasterAppMessagePage('Sign-in failed', error.message))
      }
    }
    throw new RelayError(404, 'Not found')
  }
}
