import { SOCIAL_LOGIN_CANCELLED } from '@portico/contracts'
import { socialResultMessageSchema } from '@portico/frame-protocol'

// How often the page looks whether the user closed the sign-in window (no event says so).
export const POPUP_CLOSED_POLL_MS = 500

/**
 * Waits for the secure site's callback page, in `popup`, to post the provider's result (`{ resultUri }`).
 * Taken only from that window; from another origin it fails with a clear error (the window left
 * the secure site); a closed window fails with SOCIAL_LOGIN_CANCELLED. Other windows' messages are ignored.
 * @example const resultUri = await waitForSocialResult(window, popup, 'https://secure.example')
 */
export function waitForSocialResult(win: Window, popup: Window, secureSiteOrigin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      win.removeEventListener('message', onMessage)
      clearInterval(closedPoll)
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
      finish()
      reject(new Error(SOCIAL_LOGIN_CANCELLED))
    }, POPUP_CLOSED_POLL_MS)
    win.addEventListener('message', onMessage)
  })
}
