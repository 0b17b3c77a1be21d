// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { takeTelegramResultUri } from './telegramResultUri'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('takeTelegramResultUri', () => {
  it('takes result_uri out of the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/shop?item=2&result_uri=https%3A%2F%2Fsecure.example%2Fr%3Fcode%3D1#top')
    expect(takeTelegramResultUri(window)).toBe('https://secure.example/r?code=1')
    expect(window.location.search).toBe('?item=2')
    expect(window.location.hash).toBe('#top')
    expect(takeTelegramResultUri(window)).toBeNull()
  })

  it('is null without a window or the parameter, and leaves the address alone', () => {
    window.history.replaceState(null, '', '/shop?item=2')
    expect(takeTelegramResultUri(window)).toBeNull()
    expect(window.location.search).toBe('?item=2')
    expect(takeTelegramResultUri(undefined)).toBeNull()
  })
})
