import { createTransport } from 'nodemailer'
import type { Mailer } from './mailer'

export interface SmtpMailerOptions {
  host: string
  port: number
  from: string
  /**
   * `implicit`: TLS from the first byte (port 465); `starttls`: upgrade, and refuse a server that
   * cannot (port 587); `none`: plain text, which only a loopback mail catcher should get.
   */
  tls?: 'implicit' | 'starttls' | 'none'
  user?: string
  password?: string
}

/**
 * Mail through an SMTP server, over TLS unless told `none` (the sandbox's loopback catcher).
 * @example const mailer = createSmtpMailer({ host: 'smtp.example.com', port: 465, tls: 'implicit', user, password, from: 'Portico <auth@example.com>' })
 */
export function createSmtpMailer({ host, port, from, tls = 'starttls', user, password }: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = createTransport({
    host,
    port,
    secure: tls === 'implicit',
    requireTLS: tls === 'starttls',
    ignoreTLS: tls === 'none',
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
  })
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
