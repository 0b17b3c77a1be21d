import { describe, expect, it } from 'vitest'
import { isTelegramWebView } from './telegram'

describe('isTelegramWebView', () => {
  it('knows Telegram\'s in-app browser and its mini apps, and nothing else', () => {
    expect(isTelegramWebView({ TelegramWebviewProxy: { postEvent: () => undefined } } as unknown as Window)).toBe(true)
    expect(isTelegramWebView({ Telegram: { WebApp: {} } } as unknown as Window)).toBe(true)
    expect(isTelegramWebView({ Telegram: {} } as unknown as Window)).toBe(false)
    expect(isTelegramWebView({} as Window)).toBe(false)
  })
})
