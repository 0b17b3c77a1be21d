import { randomBytes } from 'node:crypto'
import { startAuthService } from '../../secure-site/src/startAuthService'
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
}

export interface SecureSiteAuth {
  authUrl: string
  mail: MailCatcher
  stop(): Promise<void>
}

/** The sandbox's mail catcher as the secure site's SMTP server: plain text, loopback only. */
export const mailCatcherSmtp = (mail: MailCatcher) => ({ host: mail.smtpHost, port: mail.smtpPort, tls: 'none' as const, from: 'Portico secure site <auth@secure-site.localhost>' })

/**
 * The secure site's auth service alone, mailing through the sandbox's mail catcher (maildev).
 * @example
 * const auth = await startSecureSiteAuth({ secureSiteOrigin: 'http://127.0.0.1:5174' })
 * console.log(auth.authUrl, auth.mail.webUrl)
 * await auth.stop()
 */
export async function startSecureSiteAuth(options: SecureSiteAuthOptions): Promise<SecureSiteAuth> {
  const mail = await startMailCatcher({ smtpPort: options.smtpPort ?? 0, webPort: options.mailWebPort ?? 0 })
  try {
    const auth = await startAuthService({
      port: options.authPort ?? 0,
      secureSiteOrigin: options.secureSiteOrigin,
      secret: options.secretHex ? Buffer.from(options.secretHex, 'hex') : randomBytes(32),
      smtp: mailCatcherSmtp(mail),
      ...(options.emailCooldownMs === undefined ? {} : { emailCooldownMs: options.emailCooldownMs }),
    })
    return {
      authUrl: auth.authUrl,
      mail,
      stop: async () => {
        await auth.stop()
        await mail.stop()
      },
    }
  } catch (error) {
    await mail.stop()
    throw error
  }
}
