import type { SecureSiteConfig } from '../secureSiteConfig'
import { socialCallbackAction } from './socialCallback'

export type SocialCallbackWindow = {
  location: { href: string; replace(url: string): void }
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  document: Pick<Document, 'body' | 'createElement' | 'title'>
  close(): void
}

/**
 * The callback page (`/oauth/callback` on the secure site's origin) where the provider sends the
 * user back: posts the result to the dapp page that opened the popup and closes, or, opened at the
 * top level, goes back to the dapp with `result_uri`. It neither reads nor exchanges the code:
 * only the frame that started the sign-in holds its verifier.
 * @example runSocialCallback(window, readSecureSiteConfig(document))
 */
export function runSocialCallback(window: SocialCallbackWindow, config: Pick<SecureSiteConfig, 'allowedDappOrigins'>): void {
  const { document } = window
  const say = (text: string) => {
    const paragraph = document.createElement('p')
    paragraph.textContent = text
    document.body.replaceChildren(paragraph)
  }
  const action = socialCallbackAction(window.location.href, { allowedDappOrigins: config.allowedDappOrigins, hasOpener: window.opener !== null })
  switch (action.kind) {
    case 'post':
      window.opener?.postMessage(action.message, action.targetOrigin)
      say('Signed in. You can close this window.')
      window.close()
      return
    case 'redirect':
      say('Signed in. Going back to the app...')
      window.location.replace(action.url)
      return
    case 'invalid':
      say(`This sign-in cannot continue: ${action.reason} Close this window and start again.`)
  }
}
