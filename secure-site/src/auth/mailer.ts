/** One outgoing mail; plain text is enough for codes and links. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/** Sends mail; the service talks SMTP through `createSmtpMailer`, unit tests through a list. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}
