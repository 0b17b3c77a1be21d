import type { FarcasterOptions } from './auth/authContext'
import { frameSocialOf } from './auth/frameSocialOf'
import { sessionSigningKeysSchema } from './auth/sessionSigningKey'
import { SECURE_SITE_DIST_DIR } from './frame/secureSiteDistDir'
import type { FundNewAccounts } from './frame/fundSchemas'
import { serveFramePage } from './frame/serveFramePage'
import { SOCIAL_CALLBACK_PATH } from './frame/socialCallbackPath'
import { reservePort } from './http/reservePort'
import { databaseOf } from './settings/databaseOf'
import type { SecureSiteSettings } from './settings/secureSiteSettings'
import { sealingKeysOf } from './settings/sealingKeysOf'
import { startAuthService } from './startAuthService'

/** What a deployment plugs in beyond its settings; the sandbox gives a faucet and its Farcaster user names. */
export interface SecureSiteHooks {
  /** Test networks only: funds each new embedded account (POST /v1/fund). */
  fund?: (urls: { authUrl: string; frameUrl: string }) => FundNewAccounts
  /** A fid's user name (a hub's user data); without it, Farcaster users have none. */
  farcasterUserNameOf?: FarcasterOptions['userNameOf']
}

export interface RunningSecureSite {
  /** The frame pages' origin. */
  url: string
  authUrl: string
  /** Where the two servers listen, for calls from this machine when `url` and `authUrl` are a proxy's. */
  listenUrls: { frame: string; auth: string }
  /** Stops both servers (open connections too). */
  stop(): Promise<void>
}

/**
 * The secure site: the auth service and the frame pages, each on its own port, configured by
 * settings (see readSecureSiteSettings).
 * @example
 * const site = await startSecureSite(readSecureSiteSettings(process.argv.slice(2), process.env))
 * // <iframe src={`${site.url}/?projectId=...`}>
 * await site.stop()
 */
export async function startSecureSite(settings: SecureSiteSettings, hooks: SecureSiteHooks = {}): Promise<RunningSecureSite> {
  const { host } = settings
  // Both origins are fixed first: each server names the other.
  const framePort = settings.framePort || (await reservePort(host))
  const frameUrl = settings.frameUrl ?? `http://${host}:${framePort}`
  const redirectUri = `${frameUrl}${SOCIAL_CALLBACK_PATH}`
  const auth = await startAuthService({
    port: settings.authPort,
    host,
    ...(settings.authUrl ? { publicUrl: settings.authUrl } : {}),
    secureSiteOrigin: frameUrl,
    secret: Buffer.from(settings.secretHex, 'hex'),
    ...(settings.sessionKeys ? { sessionKeys: sessionSigningKeysSchema.parse(settings.sessionKeys.map(({ kid, secretHex }) => ({ kid, key: Buffer.from(secretHex, 'hex') }))) } : {}),
    ...(settings.sealingKeys ? { sealingKeys: sealingKeysOf(settings.sealingKeys, settings.secretHex) } : {}),
    smtp: settings.smtp,
    database: databaseOf(settings.database),
    ...(settings.emailCooldownMs === undefined ? {} : { emailCooldownMs: settings.emailCooldownMs }),
    ...(settings.emailLimits ? { emailLimits: settings.emailLimits } : {}),
    ...(settings.trustProxy ? { trustProxy: settings.trustProxy } : {}),
    ...(settings.social ? { social: { providers: settings.social.providers, redirectUri } } : {}),
    ...(settings.farcaster ? { farcaster: { rpcUrl: settings.farcaster.rpcUrl, userNameOf: hooks.farcasterUserNameOf ?? (async () => null) } } : {}),
  })
  try {
    const site = {
      authUrl: auth.authUrl,
      chains: settings.chains,
      ...(settings.social ? { social: frameSocialOf(settings.social) } : {}),
      ...(settings.farcaster ? { farcasterRelayUrl: settings.farcaster.relayUrl } : {}),
    }
    // The hook checks sessions from this machine: it calls the service where it listens.
    const fund = hooks.fund?.({ authUrl: auth.listenUrl, frameUrl })
    const page = await serveFramePage({ root: settings.frameAppDir ?? SECURE_SITE_DIST_DIR, port: framePort, host, publicUrl: frameUrl, site, projects: settings.projects, ...(fund ? { fund } : {}) })
    return {
      url: settings.frameUrl ?? page.url,
      authUrl: auth.authUrl,
      listenUrls: { frame: page.url, auth: auth.listenUrl },
      stop: async () => {
        await page.close()
        await auth.stop()
      },
    }
  } catch (error) {
    await auth.stop()
    throw error
  }
}
