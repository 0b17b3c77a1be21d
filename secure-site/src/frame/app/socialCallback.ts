import { TELEGRAM_RESULT_URI_PARAM } from '@portico/contracts'
import { socialResult, type SocialResultMessage } from '@portico/frame-protocol'
import { readSocialState } from './socialState'

/** What the callback page does with the URL the provider sent the user to. */
export type SocialCallbackAction =
  /** In the popup: post the result to the opener, on the dapp origin only, then close. */
  | { kind: 'post'; message: SocialResultMessage; targetOrigin: string }
  /** At the top level (a Telegram web view): back to the dapp with the result in `result_uri`. */
  | { kind: 'redirect'; url: string }
  /** A state this secure site did not make, or for a dapp off its allow-list: nothing is sent. */
  | { kind: 'invalid'; reason: string }

/**
 * The callback page's decision (docs/frame-protocol.md "Social login"). The dapp origin is read
 * from the state and taken only when it is on the allow-list: the page never posts to `'*'`
 * nor sends a result anywhere else.
 * @example
 * socialCallbackAction('http://127.0.0.1:5174/oauth/callback?code=c&state=s.aHR0...', { allowedDappOrigins, hasOpener: true })
 * // { kind: 'post', message: { resultUri: '...' }, targetOrigin: 'http://127.0.0.1:5173' }
 */
export function socialCallbackAction(href: string, { allowedDappOrigins, hasOpener }: { allowedDappOrigins: readonly string[]; hasOpener: boolean }): SocialCallbackAction {
  const state = URL.canParse(href) ? new URL(href).searchParams.get('state') : null
  const target = state === null ? undefined : readSocialState(state)
  if (!target) return { kind: 'invalid', reason: 'This sign-in answer has no state from this secure site.' }
  if (!allowedDappOrigins.includes(target.dappOrigin)) return { kind: 'invalid', reason: `${target.dappOrigin} is not an allowed dapp origin.` }
  if (hasOpener) return { kind: 'post', message: socialResult(href), targetOrigin: target.dappOrigin }
  const url = new URL(target.returnUrl)
  url.searchParams.set(TELEGRAM_RESULT_URI_PARAM, href)
  return { kind: 'redirect', url: url.href }
}
