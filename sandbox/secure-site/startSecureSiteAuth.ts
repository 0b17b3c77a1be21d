import { randomBytes } from 'node:crypto'
import { findFreePort } from '../../toolchain/processes/anvil'
import type { FarcasterOptions, SocialLoginOptions } from './auth/authContext'
import { startAuthServer } from './auth/authServer'
import { createAuthService } from './auth/authService'
import { createFarcasterVerifier } from './auth/farcasterVerifier'
import { createMemoryAuthStore } from './auth/memoryAuthStore'
import { createSmtpMailer } from './auth/smtpMailer'
import { startMailCatcher, type MailCatcher } from './mail/startMailCatcher'

export interface SecureSiteAuthOptions {
  /** 0 picks free ports. */
  authPort?: number
  smtpPort?: number
  mailWebPort?: number
  /** The secure site's origin (the frame app), the only one whose pages may call the auth service. */
  secureSiteOrigin: string
  /** Hex, at least 32 bytes; a random one by default (sessions then end with the process, as the store does). */
  secretHex?: string
  /** SPEC 9's 30 s by default; tests shorten it. */
  emailCooldownMs?: number
  /** The OpenID provider of social login; without it social sign-ins are refused. */
  social?: SocialLoginOptions
  /** Sign In With Farcaster: the node with the Farcaster registries, and the user names of fids. */
  farcaster?: { rpcUrl: string; userNameOf: FarcasterOptions['userNameOf'] }
}

export interface SecureSiteAuth {
  authUrl: string
  mail: MailCatcher
  stop(): Promise<void>
}

/**
 * The sandbox secure site's back end: maildev, then the auth service mailing through it.
 * @example
 * const auth = await startSecureSiteAuth({ secureSiteOrigin: 'http://127.0.0.1:5174' })
 * console.log(auth.authUrl, auth.mail.webUrl)
 * await auth.stop()
 */
export async function startSecureSiteAuth(options: SecureSiteAuthOptions): Promise<SecureSiteAuth> {
  const mail = await startMailCatcher({ smtpPort: options.smtpPort ?? 0, webPort: options.mailWebPort ?? 0 })
  const mailer = createSmtpMailer({ host: mail.smtpHost, port: mail.smtpPort, from: 'Portico secure site <auth@secure-site.localhost>' })
  try {
    const secret = options.secretHex ? Buffer.from(options.secretHex, 'hex') : randomBytes(32)
    // The port is fixed first: the approval links the service mails carry its URL.
    const port = options.authPort || (await findFreePort())
    const service = createAuthService({
      store: createMemoryAuthStore(),
      mailer,
      secret,
      publicUrl: `http://127.0.0.1:${port}`,
      ...(options.emailCooldownMs === undefined ? {} : { emailCooldownMs: options.emailCooldownMs }),
      ...(options.social ? { social: options.social } : {}),
      ...(options.farcaster
        ? { farcaster: { siteOrigin: options.secureSiteOrigin, verify: createFarcasterVerifier(options.farcaster.rpcUrl), userNameOf: options.farcaster.userNameOf } }
        : {}),
    })
    const server = await startAuthServer({ service, allowedOrigins: [options.secureSiteOrigin], port })
    return {
      authUrl: server.url,
      mail,
      stop: async () => {
        await server.close()
        mailer.close()
        await mail.stop()
      },
    }
  } catch (error) {
    mailer.close()
    await mail.stop()
    throw error
  }
}
