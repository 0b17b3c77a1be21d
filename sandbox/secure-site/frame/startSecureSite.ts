import { randomBytes } from 'node:crypto'
import { findFreePort } from '../../../toolchain/processes/anvil'
import type { SecureSiteChain } from '../../../secure-site/src/frame/secureSiteConfig'
import { SOCIAL_CALLBACK_PATH } from '../../../secure-site/src/frame/socialCallbackPath'
import type { SecureSiteSettingsInput } from '../../../secure-site/src/settings/secureSiteSettings'
import { secureSiteSettingsSchema } from '../../../secure-site/src/settings/secureSiteSettings'
import { startSecureSite as startProductSecureSite } from '../../../secure-site/src/startSecureSite'
import { installFarcasterRegistries } from '../farcaster/installFarcasterRegistries'
import { SANDBOX_FARCASTER_USERS, sandboxUserNameOf } from '../farcaster/sandboxFarcasterUsers'
import { startFarcasterRelay } from '../farcaster/startFarcasterRelay'
import { startMailCatcher, type MailCatcher } from '../mail/startMailCatcher'
import { sandboxSocialProviders } from '../oidc/sandboxSocialProviders'
import { startOidcProvider } from '../oidc/startOidcProvider'
import { mailCatcherSmtp } from '../startSecureSiteAuth'
import { createFaucet } from './faucet'
import { createFundNewAccounts } from './fundNewAccounts'
import { SANDBOX_FRAME_APP_DIST_DIR } from './sandboxFrameAppDistDir'
import type { SandboxProject } from './sandboxProjects'

export type StartSecureSiteOptions = {
  /** The frame page's port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** The auth service's, the mail catcher's SMTP and web ports; 0 (the default) picks free ones. */
  authPort?: number
  smtpPort?: number
  mailWebPort?: number
  /** Hex, at least 32 bytes; a random one by default (sessions then end with the process, as the store does). */
  secretHex?: string
  /** SPEC 9's 30 s by default; tests shorten it. */
  emailCooldownMs?: number
  /** The email routes' bounds per client and address (the product's defaults unless given). */
  emailLimits?: SecureSiteSettingsInput['emailLimits']
  /** Origins of the dapp pages that may use the frame (`http://127.0.0.1:5173`); others get 'Origin not allowed'. */
  allowedDappOrigins: readonly string[]
  /** The local EVM chains (anvil): new embedded accounts are funded on each, transactions go to their nodes. */
  chains: readonly SecureSiteChain[]
  /** The frame app's build: the product's (dist/secure-site) by default, the sandbox's (dist/sandbox-secure-site) when a project scripts its key step. */
  root?: string
  /** The Farcaster relay's port (and its sandbox Farcaster app's); 0 (the default) picks a free one. */
  farcasterRelayPort?: number
  /** The OpenID provider's (social login) port on 127.0.0.1; 0 (the default) picks a free one. */
  oidcPort?: number
  /**
   * Where pages reach the site when a test routes public hosts to it, as a TLS proxy would in
   * production: the frame pages' and the auth service's origins, and each chain's node as the frame
   * calls it (a page on a public origin may not call loopback addresses). The faucet keeps the nodes' own URLs.
   */
  publicUrls?: { frame: string; auth: string; rpcUrlOf: (chain: SecureSiteChain) => string }
  /** Settings per project id (where its approvals are answered); each may be embedded by `allowedDappOrigins`, and an unlisted id gets no frame page (404). */
  projects?: Readonly<Record<string, SandboxProject>>
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
  /** Where the frame pages and the auth service listen (the same as `url` and `authUrl` without publicUrls). */
  listenUrls: { frame: string; auth: string }
  /** Stops the secure site, the mail catcher, the Farcaster relay and the OpenID provider. */
  stop(): Promise<void>
}

/**
 * The secure site product (@portico/secure-site) with the sandbox's stand-ins for what is truly
 * external, by settings only: the OpenID provider of social login, the mail catcher as its SMTP
 * server, the Farcaster relay with its sandbox app (the mock Farcaster registries go on the first
 * chain), and a faucet that funds each new embedded account with 10 ETH per chain.
 * @example
 * const site = await startSecureSite({ port: 5174, allowedDappOrigins: ['http://127.0.0.1:5173'], chains })
 * // <iframe src={`${site.url}/?projectId=...&chainId=eip155:31337&version=4`}>
 * await site.stop()
 */
export async function startSecureSite(options: StartSecureSiteOptions): Promise<SecureSite> {
  const { allowedDappOrigins, chains, projects = {} } = options
  // The origin is fixed first: the provider sends users back to it, the relay answers only it.
  const pagePort = options.port || (await findFreePort())
  const secureSiteOrigin = options.publicUrls?.frame ?? `http://127.0.0.1:${pagePort}`
  const registryRpcUrl = chains[0]?.rpcUrl
  // Stopped in reverse order, also when a later part fails to start.
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop()
  }
  try {
    const oidc = await startOidcProvider({ port: options.oidcPort ?? 0, redirectUri: `${secureSiteOrigin}${SOCIAL_CALLBACK_PATH}` })
    stops.push(oidc.stop)
    let relay: { relayUrl: string; appUrl: string } | undefined
    if (registryRpcUrl) {
      await installFarcasterRegistries(registryRpcUrl, SANDBOX_FARCASTER_USERS)
      const started = await startFarcasterRelay({ port: options.farcasterRelayPort ?? 0, rpcUrl: registryRpcUrl, allowedOrigins: [secureSiteOrigin] })
      stops.push(started.stop)
      relay = { relayUrl: started.relayUrl, appUrl: started.appUrl }
    }
    const mail = await startMailCatcher({ smtpPort: options.smtpPort ?? 0, webPort: options.mailWebPort ?? 0 })
    stops.push(mail.stop)
    // Every sandbox project is embedded by the sandbox's dapp pages: each gets those origins as its
    // own. A scripted password is the sandbox frame build's (main.ts there), never a product setting.
    const projectSettings = Object.fromEntries(Object.entries(projects).map(([id, { approvals }]) => [id, { approvals, allowedOrigins: [...allowedDappOrigins] }]))
    const scripted = Object.values(projects).some((project) => project.scriptedRecoveryPassword !== undefined)
    const root = options.root ?? (scripted ? SANDBOX_FRAME_APP_DIST_DIR : undefined)
    const siteChains = chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
    const { publicUrls } = options
    const settings: SecureSiteSettingsInput = {
      framePort: pagePort,
      authPort: options.authPort ?? 0,
      secretHex: options.secretHex ?? randomBytes(32).toString('hex'),
      projects: Object.keys(projectSettings).length > 0 ? projectSettings : { default: { allowedOrigins: [...allowedDappOrigins] } },
      chains: publicUrls ? siteChains.map((chain) => ({ ...chain, rpcUrl: publicUrls.rpcUrlOf(chain) })) : siteChains,
      ...(publicUrls ? { frameUrl: publicUrls.frame, authUrl: publicUrls.auth } : {}),
      smtp: mailCatcherSmtp(mail),
      // PGlite in memory: the sandbox forgets its users at stop, and opens it in well under a second.
      database: { memory: true },
      social: sandboxSocialProviders(oidc),
      ...(relay && registryRpcUrl ? { farcaster: { relayUrl: relay.relayUrl, rpcUrl: registryRpcUrl } } : {}),
      ...(root ? { frameAppDir: root } : {}),
      ...(options.emailCooldownMs === undefined ? {} : { emailCooldownMs: options.emailCooldownMs }),
      ...(options.emailLimits ? { emailLimits: options.emailLimits } : {}),
    }
    const site = await startProductSecureSite(secureSiteSettingsSchema.parse(settings), {
      fund: ({ authUrl, frameUrl }) => createFundNewAccounts({ authUrl, secureSiteOrigin: frameUrl, faucet: createFaucet(siteChains) }),
      farcasterUserNameOf: sandboxUserNameOf,
    })
    stops.push(site.stop)
    return { url: site.url, authUrl: site.authUrl, listenUrls: site.listenUrls, mail, oidcUrl: oidc.url, ...(relay ? { farcaster: relay } : {}), stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
