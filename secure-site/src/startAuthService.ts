import { startAuthServer } from './auth/authServer'
import { createAuthService } from './auth/authService'
import type { FarcasterOptions, SocialLoginOptions } from './auth/authContext'
import { createFarcasterVerifier } from './auth/farcasterVerifier'
import { createDatabaseAuthStore } from './db/createDatabaseAuthStore'
import { openSecureSiteDatabase } from './db/openSecureSiteDatabase'
import { createSmtpMailer, type SmtpMailerOptions } from './auth/smtpMailer'
import type { EmailLimits } from './auth/emailLimits'
import type { TrustProxy } from './http/clientAddressOf'
import { reservePort } from './http/reservePort'
import type { SessionSigningKeys } from './auth/sessionSigningKey'
import { createSecureSiteMetrics } from './metrics/createSecureSiteMetrics'
import type { SealingKeys } from './auth/sealingKeys'

export interface AuthServiceSettings {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Where users reach the service (behind a proxy); `http://<host>:<port>` by default. */
  publicUrl?: string
  /** The secure site's origin (the frame pages), the only one whose pages may call the service. */
  secureSiteOrigin: string
  secret: Uint8Array
  /** Session-signing keys, the first signing; without them one is derived from `secret`. */
  sessionKeys?: SessionSigningKeys
  /** At-rest keys of the auth shares, the first sealing; without them one is derived from `secret`. */
  sealingKeys?: SealingKeys
  smtp: SmtpMailerOptions
  /** Where users, sessions, codes and counters live: PostgreSQL at `url` (several instances), else PGlite in `dataDir`, else PGlite in memory. */
  database: { url?: string; dataDir?: string; connectAttempts?: number }
  emailCooldownMs?: number
  /** DEFAULT_EMAIL_LIMITS, but for those given. */
  emailLimits?: Partial<EmailLimits>
  /** Where the client's address comes from behind a proxy (header and hops); unset, the connection's own. */
  trustProxy?: TrustProxy
  social?: SocialLoginOptions
  /** Sign In With Farcaster: the node with the Farcaster registries, and where user names come from. */
  farcaster?: { rpcUrl: string; userNameOf: FarcasterOptions['userNameOf'] }
}

export interface RunningAuthService {
  authUrl: string
  /** Where the service listens (`http://<host>:<port>`): the URL for calls from this machine when `authUrl` is a proxy's. */
  listenUrl: string
  stop(): Promise<void>
}

/**
 * The auth service (logins, sessions, key shares) over HTTP, mailing through the given SMTP server.
 * @example const auth = await startAuthService({ port: 5180, secureSiteOrigin: 'https://secure.example.com', secret, smtp })
 */
export async function startAuthService(settings: AuthServiceSettings): Promise<RunningAuthService> {
  const host = settings.host ?? '127.0.0.1'
  // The port is fixed first: the approval links the service mails carry its URL.
  const port = settings.port || (await reservePort(host))
  const database = await openSecureSiteDatabase({ databaseUrl: settings.database.url, dataDir: settings.database.dataDir, connectAttempts: settings.database.connectAttempts })
  const mailer = createSmtpMailer(settings.smtp)
  const metrics = createSecureSiteMetrics()
  try {
    const service = createAuthService({
      metrics,
      store: createDatabaseAuthStore(database.db),
      mailer,
      secret: settings.secret,
      ...(settings.sessionKeys ? { sessionKeys: settings.sessionKeys } : {}),
      ...(settings.sealingKeys ? { sealingKeys: settings.sealingKeys } : {}),
      publicUrl: settings.publicUrl ?? `http://${host}:${port}`,
      ...(settings.emailCooldownMs === undefined ? {} : { emailCooldownMs: settings.emailCooldownMs }),
      ...(settings.emailLimits ? { emailLimits: settings.emailLimits } : {}),
      ...(settings.social ? { social: settings.social } : {}),
      ...(settings.farcaster
        ? { farcaster: { siteOrigin: settings.secureSiteOrigin, verify: createFarcasterVerifier(settings.farcaster.rpcUrl), userNameOf: settings.farcaster.userNameOf } }
        : {}),
    })
    const server = await startAuthServer({ service, allowedOrigins: [settings.secureSiteOrigin], port, host, metrics, ...(settings.trustProxy ? { trustProxy: settings.trustProxy } : {}), ...(settings.emailLimits ? { emailLimits: settings.emailLimits } : {}) })
    // Stopping twice (a signal, then a test's cleanup) waits for the one stop.
    let stopped: Promise<void> | undefined
    const stop = async () => {
      await server.close()
      mailer.close()
      await database.close()
    }
    return {
      authUrl: settings.publicUrl ?? server.url,
      listenUrl: server.url,
      stop: () => (stopped ??= stop()),
    }
  } catch (error) {
    mailer.close()
    await database.close()
    throw error
  }
}
