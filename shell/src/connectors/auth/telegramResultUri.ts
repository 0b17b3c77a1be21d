import { TELEGRAM_RESULT_URI_PARAM } from '@portico/contracts'

/**
 * Back from a provider at top level (Telegram): the `result_uri` the page was opened with, taken
 * out of the address bar so a reload does not use it again; null when there is none.
 *
 * @example const resultUri = takeTelegramResultUri(window)
 */
export function takeTelegramResultUri(win: Window | undefined): string | null {
  if (!win) return null
  const address = new URL(win.location.href)
  const resultUri = address.searchParams.get(TELEGRAM_RESULT_URI_PARAM)
  if (!resultUri) return null
  address.searchParams.delete(TELEGRAM_RESULT_URI_PARAM)
  win.history.replaceState(win.history.state, '', address.href)
  return resultUri
}
