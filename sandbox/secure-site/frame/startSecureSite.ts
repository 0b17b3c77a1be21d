import { findFreePort } from '../../../toolchain/processes/anvil'
import { installFarcasterRegistries } from '../farcaster/installFarcasterRegistries'
import { SANDBOX_FARCASTER_USERS, sandboxUserNameOf } from '../farcaster/sandboxFarcasterUsers'
import { startFarcasterRelay } from '../farcaster/startFarcasterRelay'
import type { MailCatcher } from '../mail/startMailCatcher'
import { startOidcProvider } from '../oidc/startOidcProvider'
import { startSecureSiteAuth, type SecureSiteAuthOptions } from '../startSecureSiteAuth'
import { createFaucet } from './faucet'
import { createFundNewAccounts } from './fundNewAccounts'
import type { SecureSiteChain, SecureSiteProject } from './secureSiteConfig'
import { secureSiteConfigSchema } from './secureSiteConfig'
import { SECURE_SITE_DIST_DIR } from './secureSiteDistDir'
import { serveFramePage } from './serveFramePage'
import { SOCIAL_CALLBACK_PATH } from './socialCallbackPath'

export type StartSecureSiteOptions = Omit<SecureSiteAuthOptions, 'secureSiteOrigin' | 'farcaster' | 'social'> & {
  /** The frame page's port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Origins of the dapp pages that may use the frame (`http://127.0.0.1:5173`); others get 'Origin not allowed'. */
  allowedDappOrigins: readonly string[]
  /** The local EVM chains (anvil): new embedded accounts are funded on each, transactions go to their nodes. */
  chains: readonly SecureSiteChain[]
  /** The frame app's build; dist/secure-site by default. */
  root?: string
  /** The Farcaster relay's port (and its sandbox Farcaster app's); 0 (the default) picks a free one. */
  farcasterRelayPort?: number
  /** The OpenID provider's (social login) port on 127.0.0.1; 0 (the default) picks a free one. */
  oidcPort?: number
  /** Settings per project id (where its approvals are answered); unlisted projects get the popup. */
  projects?: Readonly<Record<string, SecureSiteProject>>
}

export type SecureSite = {
  /** The secure site's origin, where the frame page is: `http://127.0.0.1:5174`. */
  url: string
  authUrl: string
  mail: MailCatcher
  /** The Sign In With Farcaster relay and the sandbox Farcaster app; absent without a chain for the registries. */
  farcaster?: { relayUrl: string; appUrl: string }
  /** The OpenID provider social sign-ins go to (its sign-in page): `http://127.0.0.1:5181`. */
  oidcUrl: string
  /** Stops the page server, the auth service, the mail catcher, the Farcaster relay and the OpenID provider. */
  stop(): Promise<void>
}

/**
 * The whole sandbox secure site: the OpenID provider of social login, the mail catcher and auth
 * service (startSecureSiteAuth), the Farcaster relay with its sandbox app (the mock Farcaster
 * registries go on the first chain), and the frame app on its own origin with its config (auth
 * URL, allowed dapp origins, chains, relay, OpenID provider) and the faucet that funds each new
 * embedded account with 10 ETH per chain.
 * @example
 * const site = await startSecureSite({ port: 5174, allowedDappOrigins: ['http://127.0.0.1:5173'], chains })
 * // <iframe src={`${site.url}/?projectId=...&chainId=eip155:31337&version=4`}>
 * await site.stop()
 */
export async function startSecureSite({ port = 0, allowedDappOrigins, chains, root = SECURE_SITE_DIST_DIR, farcasterRelayPort = 0, oidcPort = 0, projects = {}, ...authOptions }: StartSecureSiteOptions): Promise<SecureSite> {
  // The origin is fixed first: the auth service answers only pages of it, and the provider sends users back to it.
  const pagePort = port || (await findFreePort())
  const secureSiteOrigin = `http://127.0.0.1:${pagePort}`
  const redirectUri = `${secureSiteOrigin}${SOCIAL_CALLBACK_PATH}`
  const registryRpcUrl = chains[0]?.rpcUrl
  // Stopped in reverse order, also when a later part fails to start.
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop()
  }
  try {
    const oidc = await startOidcProvider({ port: oidcPort, redirectUri })
    stops.push(oidc.stop)
    let relay: { relayUrl: string; appUrl: string } | undefined
    if (registryRpcUrl) {
      await installFarcasterRegistries(registryRpcUrl, SANDBOX_FARCASTER_USERS)
      const started = await startFarcasterRelay({ port: farcasterRelayPort, rpcUrl: registryRpcUrl, allowedOrigins: [secureSiteOrigin] })
      stops.push(started.stop)
      relay = { relayUrl: started.relayUrl, appUrl: started.appUrl }
    }
    const auth = await startSecureSiteAuth({
      ...authOptions,
      secureSiteOrigin,
      social: { issuer: oidc.url, redirectUri },
      ...(registryRpcUrl ? { farcaster: { rpcUrl: registryRpcUrl, userNameOf: sandboxUserNameOf } } : {}),
    })
    stops.push(auth.stop)
    const config = secureSiteConfigSchema.parse({
      authUrl: auth.authUrl,
      allowedDappOrigins,
      chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      social: { issuer: oidc.url, authorizationEndpoint: oidc.authorizationEndpoint },
      ...(relay ? { farcasterRelayUrl: relay.relayUrl } : {}),
      projects,
    })
    const fund = createFundNewAccounts({ authUrl: auth.authUrl, secureSiteOrigin, faucet: createFaucet(config.chains) })
    const page = await serveFramePage({ root, port: pagePort, config, fund })
    stops.push(page.close)
    return { url: page.url, authUrl: auth.authUrl, mail: auth.mail, oidcUrl: oidc.url, ...(relay ? { farcaster: relay } : {}), stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
