import { SOCIAL_LOGIN_CANCELLED } from '@portico/contracts'
import { socialResultMessageSchema } from '@portico/frame-protocol'

// How often the page looks whether the user closed the sign-in window (no event says so).
export const POPUP_CLOSED_POLL_MS = 500
// The callback page posts its result and closes at once: the page may see the window closed
// before that message's event runs, so a closed window is taken as cancelled only after this.
export const POPUP_CLOSED_GRACE_MS = 1_000

/**
 * Waits for the secure site's callback page, in `popup`, to post the provider's result (`{ resultUri }`).
 * Taken only from that window; from another origin it fails with a clear error (the window left
 * the secure site); a window closed without a result fails with SOCIAL_LOGIN_CANCELLED. Other windows' messages are ignored.
 * @example const resultUri = await waitForSocialResult(window, popup, 'https://secure.example')
 */
export function waitForSocialResult(win: Window, popup: Window, secureSiteOrigin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let cancelAfterGrace: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      win.removeEventListener('message', onMessage)
      clearInterval(closedPoll)
      clearTimeout(cancelAfterGrace)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup) return
      if (event.origin !== secureSiteOrigin) {
        finish()
        reject(new Error(`Refused a sign-in result from ${event.origin || 'an unknown origin'}: it must come from the secure site (${secureSiteOrigin})`))
        return
      }
      const parsed = socialResultMessageSchema.safeParse(event.data)
      if (!parsed.success) return
      finish()
      resolve(parsed.data.resultUri)
    }
    const closedPoll = setInterval(() => {
      if (!popup.closed) return
      clearInterval(closedPoll)
      cancelAfterGrace = setTimeout(() => {
        finish()
        reject(new Error(SOCIAL_LOGIN_CANCELLED))
      }, POPUP_CLOSED_GRACE_MS)
    }, POPUP_CLOSED_POLL_MS)
    win.addEventListener('message', onMessage)
  })
}
