/**
 * True inside a Telegram web view or mini app, where a popup cannot open: social login goes to the
 * provider at top level and comes back with `result_uri` (SPEC section 2).
 */
export function isTelegramWebView(win: Window): boolean {
  const telegram = win as Window & { TelegramWebviewProxy?: unknown; Telegram?: { WebApp?: unknown } }
  return telegram.TelegramWebviewProxy !== undefined || telegram.Telegram?.WebApp !== undefined
}
