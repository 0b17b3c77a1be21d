import { createTransport } from 'nodemailer'
import type { Mailer } from './mailer'

export interface SmtpMailerOptions {
  host: string
  port: number
  from: string
}

/**
 * Plain SMTP to a local catcher (maildev): no TLS and no auth, which only a loopback catcher accepts.
 * @example const mailer = createSmtpMailer({ host: '127.0.0.1', port: 1025, from: 'Portico <auth@secure-site.test>' })
 */
export function createSmtpMailer({ host, port, from }: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = createTransport({ host, port, secure: false, ignoreTLS: true })
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
