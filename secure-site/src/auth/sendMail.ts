import { AuthError } from './authError'
import type { Mailer, OutgoingMail } from './mailer'

/** Sends, turning a transport failure into MAIL_FAILED (502) rather than a bare 500. */
export async function sendMail(mailer: Mailer, mail: OutgoingMail): Promise<void> {
  try {
    await mailer.send(mail)
  } catch (error) {
    console.error('[secure-site auth] mail failed:', error instanceof Error ? error.message : error)
    throw new AuthError(502, 'MAIL_FAILED', 'Could not send the mail, try again later')
  }
}
