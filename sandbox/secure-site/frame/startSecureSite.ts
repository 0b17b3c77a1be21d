import { findFreePort } from '../../scripts/anvil'
import { installFarcasterRegistries } from '../farcaster/installFarcasterRegistries'
import { SANDBOX_FARCASTER_USERS, sandboxUserNameOf } from '../farcaster/sandboxFarcasterUsers'
import { startFarcasterRelay, type FarcasterRelay } from '../farcaster/startFarcasterRelay'
import type { MailCatcher } from '../mail/startMailCatcher'
import { startSecureSiteAuth, type SecureSiteAuth, type SecureSiteAuthOptions } from '../startSecureSiteAuth'
import { createFaucet } from './faucet'
import { createFundNewAccounts } from './fundNewAccounts'
import type { SecureSiteChain } from './secureSiteConfig'
import { secureSiteConfigSchema } from './secureSiteConfig'
import { SECURE_SITE_DIST_DIR } from './secureSiteDistDir'
import { serveFramePage } from './serveFramePage'

export type StartSecureSiteOptions = Omit<SecureSiteAuthOptions, 'secureSiteOrigin' | 'farcaster'> & {
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
}

export type SecureSite = {
  /** The secure site's origin, where the frame page is: `http://127.0.0.1:5174`. */
  url: string
  authUrl: string
  mail: MailCatcher
  /** The Sign In With Farcaster relay and the sandbox Farcaster app; absent without a chain for the registries. */
  farcaster?: { relayUrl: string; appUrl: string }
  /** Stops the page server, the auth service, the mail catcher and the Farcaster relay. */
  stop(): Promise<void>
}

/**
 * The whole sandbox secure site: the mail catcher and auth service (startSecureSiteAuth), the
 * Farcaster relay with its sandbox app (the mock Farcaster registries go on the first chain), and
 * the frame app on its own origin with its config (auth URL, allowed dapp origins, chains, relay)
 * and the faucet that funds each new embedded account with 10 ETH per chain.
 * @example
 * const site = await startSecureSite({ port: 5174, allowedDappOrigins: ['http://127.0.0.1:5173'], chains })
 * // <iframe src={`${site.url}/?projectId=...&chainId=eip155:31337&version=4`}>
 * await site.stop()
 */
export async function startSecureSite({ port = 0, allowedDappOrigins, chains, root = SECURE_SITE_DIST_DIR, farcasterRelayPort = 0, ...authOptions }: StartSecureSiteOptions): Promise<SecureSite> {
  // The origin is fixed first: the auth service answers only pages of it.
  const pagePort = port || (await findFreePort())
  const secureSiteOrigin = `http://127.0.0.1:${pagePort}`
  const registryRpcUrl = chains[0]?.rpcUrl
  let relay: FarcasterRelay | undefined
  let auth: SecureSiteAuth | undefined
  try {
    if (registryRpcUrl) {
      await installFarcasterRegistries(registryRpcUrl, SANDBOX_FARCASTER_USERS)
      relay = await startFarcasterRelay({ port: farcasterRelayPort, rpcUrl: registryRpcUrl })
    }
    auth = await startSecureSiteAuth({ ...authOptions, secureSiteOrigin, ...(registryRpcUrl ? { farcaster: { rpcUrl: registryRpcUrl, userNameOf: sandboxUserNameOf } } : {}) })
    const config = secureSiteConfigSchema.parse({
      authUrl: auth.authUrl,
      allowedDappOrigins,
      chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      ...(relay ? { farcasterRelayUrl: relay.relayUrl } : {}),
    })
    const fund = createFundNewAccounts({ authUrl: auth.authUrl, secureSiteOrigin, faucet: createFaucet(config.chains) })
    const page = await serveFramePage({ root, port: pagePort, config, fund })
    const started = { auth, relay }
    return {
      url: page.url,
      authUrl: auth.authUrl,
      mail: auth.mail,
      ...(relay ? { farcaster: { relayUrl: relay.relayUrl, appUrl: relay.appUrl } } : {}),
      stop: async () => {
        await page.close()
        await started.auth.stop()
        await started.relay?.stop()
      },
    }
  } catch (error) {
    await auth?.stop()
    await relay?.stop()
    throw error
  }
}
