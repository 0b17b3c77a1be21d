import { findFreePort } from '../../scripts/anvil'
import type { MailCatcher } from '../mail/startMailCatcher'
import { startOidcProvider } from '../oidc/startOidcProvider'
import { startSecureSiteAuth, type SecureSiteAuthOptions } from '../startSecureSiteAuth'
import { createFaucet } from './faucet'
import { createFundNewAccounts } from './fundNewAccounts'
import type { SecureSiteChain } from './secureSiteConfig'
import { secureSiteConfigSchema } from './secureSiteConfig'
import { SECURE_SITE_DIST_DIR } from './secureSiteDistDir'
import { serveFramePage } from './serveFramePage'
import { SOCIAL_CALLBACK_PATH } from './socialCallbackPath'

export type StartSecureSiteOptions = Omit<SecureSiteAuthOptions, 'secureSiteOrigin' | 'social'> & {
  /** The frame page's port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** The OpenID provider's (social login) port on 127.0.0.1; 0 (the default) picks a free one. */
  oidcPort?: number
  /** Origins of the dapp pages that may use the frame (`http://127.0.0.1:5173`); others get 'Origin not allowed'. */
  allowedDappOrigins: readonly string[]
  /** The local EVM chains (anvil): new embedded accounts are funded on each, transactions go to their nodes. */
  chains: readonly SecureSiteChain[]
  /** The frame app's build; dist/secure-site by default. */
  root?: string
}

export type SecureSite = {
  /** The secure site's origin, where the frame page is: `http://127.0.0.1:5174`. */
  url: string
  authUrl: string
  /** The OpenID provider social sign-ins go to (its sign-in page): `http://127.0.0.1:5181`. */
  oidcUrl: string
  mail: MailCatcher
  /** Stops the page server, the auth service, the OpenID provider and the mail catcher. */
  stop(): Promise<void>
}

/**
 * The whole sandbox secure site: the OpenID provider of social login, the mail catcher and auth
 * service (startSecureSiteAuth), and the frame app on its own origin with its config (auth URL,
 * allowed dapp origins, chains, the provider) and the faucet that funds each new embedded account
 * with 10 ETH per chain.
 * @example
 * const site = await startSecureSite({ port: 5174, allowedDappOrigins: ['http://127.0.0.1:5173'], chains })
 * // <iframe src={`${site.url}/?projectId=...&chainId=eip155:31337&version=4`}>
 * await site.stop()
 */
export async function startSecureSite({ port = 0, oidcPort = 0, allowedDappOrigins, chains, root = SECURE_SITE_DIST_DIR, ...authOptions }: StartSecureSiteOptions): Promise<SecureSite> {
  // The origin is fixed first: the auth service answers only pages of it, and the provider sends users back to it.
  const pagePort = port || (await findFreePort())
  const secureSiteOrigin = `http://127.0.0.1:${pagePort}`
  const redirectUri = `${secureSiteOrigin}${SOCIAL_CALLBACK_PATH}`
  const oidc = await startOidcProvider({ port: oidcPort, redirectUri })
  const stopped: (() => Promise<void>)[] = [oidc.stop]
  const stopAll = async () => {
    for (const stop of stopped.reverse()) await stop()
  }
  try {
    const auth = await startSecureSiteAuth({ ...authOptions, secureSiteOrigin, social: { issuer: oidc.url, redirectUri } })
    stopped.push(auth.stop)
    const config = secureSiteConfigSchema.parse({
      authUrl: auth.authUrl,
      allowedDappOrigins,
      chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      social: { issuer: oidc.url, authorizationEndpoint: oidc.authorizationEndpoint },
    })
    const fund = createFundNewAccounts({ authUrl: auth.authUrl, secureSiteOrigin, faucet: createFaucet(config.chains) })
    const page = await serveFramePage({ root, port: pagePort, config, fund })
    stopped.push(page.close)
    return { url: page.url, authUrl: auth.authUrl, oidcUrl: oidc.url, mail: auth.mail, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
