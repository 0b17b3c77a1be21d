import { z } from 'zod'

/** The fields of a maildev message the tests read (its REST API returns many more). */
export const caughtMailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string().optional().default(''),
  to: z.array(z.object({ address: z.string() })),
  time: z.string(),
})
export type CaughtMail = z.infer<typeof caughtMailSchema>

const POLL_INTERVAL_MS = 100

/**
 * Reads the local mail catcher (maildev 3) through its REST API, for tests and tools.
 * @example
 * const inbox = createMailCatcherClient('http://127.0.0.1:1080')
 * const mail = await inbox.waitForMail('alice@example.com', (m) => /code/.test(m.subject))
 */
export function createMailCatcherClient(webUrl: string) {
  const base = webUrl.replace(/\/$/, '')
  const listFor = async (address: string): Promise<CaughtMail[]> => {
    // maildev matches the address case-sensitively; the auth service mails lower-cased addresses.
    const response = await fetch(`${base}/api/email?${new URLSearchParams({ 'to.address': address })}`)
    if (!response.ok) throw new Error(`mail catcher answered HTTP ${response.status}`)
    return z.array(caughtMailSchema).parse(await response.json())
  }
  return {
    listFor,
    /** Polls until a mail to `address` matching `accept` arrives (maildev stores mail a moment after SMTP says queued). */
    async waitForMail(address: string, accept: (mail: CaughtMail) => boolean = () => true, timeoutMs = 5_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = (await listFor(address)).filter(accept).at(-1)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
      }
    },
    async deleteAll(): Promise<void> {
      const response = await fetch(`${base}/api/email/all`, { method: 'DELETE' })
      if (!response.ok) throw new Error(`mail catcher answered HTTP ${response.status}`)
    },
    async healthy(): Promise<boolean> {
      try {
        return (await fetch(`${base}/api/healthz`)).ok
      } catch {
        return false
      }
    },
  }
}

export type MailCatcherClient = ReturnType<typeof createMailCatcherClient>

/**
 * The 6-digit code in a code mail (on a line of its own, see auth/mailMessages.ts).
 * @example readOtp(mail) // '042917'
 */
export function readOtp(mail: CaughtMail): string {
  const code = /^(\d{6})$/m.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in mail "${mail.subject}"`)
  return code
}

/** The device approval link in an approval mail. */
export function readApprovalLink(mail: CaughtMail): string {
  const link = /^(https?:\/\/\S+\/v1\/device\/approve\?token=\S+)$/m.exec(mail.text)?.[1]
  if (!link) throw new Error(`No approval link in mail "${mail.subject}"`)
  return link
}
