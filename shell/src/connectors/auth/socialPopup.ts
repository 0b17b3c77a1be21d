import { isTelegramWebView } from './telegram'

const SOCIAL_WINDOW_NAME = 'w3m-social-login'
const SOCIAL_WINDOW_FEATURES = 'popup=yes,width=480,height=640'

export interface SocialPopup {
  /** A click on an entry with `popup: true`: its sign-in window opens now, in the click handler. */
  openForEntry: () => void
  /** The window opened for the entry if still open, else one opened now (synchronous: within the click). */
  take: () => Window | null | undefined
  /** Brings the window last taken to the front, while it is open; false when there is none to show. */
  reopen: () => boolean
}

/**
 * The social sign-in window: opened by a click on a social entry before any code loaded (popup
 * blockers allow windows opened in a click handler only), then taken by the social view's
 * connectSocial. None without a window or in Telegram's web view (it signs in at top level).
 *
 * @example const popup = createSocialPopup(window); popup.openForEntry(); const win = popup.take()
 */
export function createSocialPopup(win: Window | undefined): SocialPopup {
  let pending: Window | null | undefined
  let taken: Window | null | undefined
  const open = (): Window | null | undefined => (!win || isTelegramWebView(win) ? undefined : win.open('', SOCIAL_WINDOW_NAME, SOCIAL_WINDOW_FEATURES))
  return {
    openForEntry() {
      if (pending && !pending.closed) pending.close()
      pending = open()
    },
    take() {
      const popup = pending?.closed === false ? pending : open()
      pending = undefined
      taken = popup
      return popup
    },
    reopen() {
      if (!taken || taken.closed) return false
      taken.focus()
      return true
    },
  }
}
