import type { OutgoingMail } from './mailer'

/**
 * The sign-in code mail. The code is on a line of its own so a reader (or a test) finds it at once.
 * @example otpMail('alice@example.com', '042917', 10)
 */
export function otpMail(to: string, code: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your Portico sign-in code`,
    text: `Your sign-in code:\n\n${code}\n\nIt expires in ${validMinutes} minutes and works once. If you did not ask for it, ignore this mail.\n`,
  }
}

/** The device approval mail: the link goes to the auth service itself. */
export function deviceApprovalMail(to: string, approveUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Approve a new device for your Portico wallet',
    text: `Someone is signing in to Portico with this address from a device it has not used before.\nIf it is you, approve it here:\n\n${approveUrl}\n\nThen enter the code we send next. If it is not you, ignore this mail.\n`,
  }
}

/** The codes of an email change: the first to the current address, the second to the new one. */
export function updateEmailMail(to: string, code: string, step: 'current' | 'new'): OutgoingMail {
  const why = step === 'current' ? 'to confirm you want to change your email' : 'to confirm this new email address'
  return { to, subject: `${code} is your Portico email change code`, text: `Your code ${why}:\n\n${code}\n` }
}
