import { describe, expect, it, vi } from 'vitest'
import { createSocialPopup } from './socialPopup'

function fakeWindow(extra: object = {}) {
  const opened: { closed: boolean; close: () => void }[] = []
  const open = vi.fn(() => {
    const popup = { closed: false, close: () => void (popup.closed = true) }
    opened.push(popup)
    return popup
  })
  return { win: { open, ...extra } as unknown as Window, open, opened }
}

describe('createSocialPopup', () => {
  it('hands over the window opened for the entry once, then opens another', () => {
    const { win, open, opened } = fakeWindow()
    const popup = createSocialPopup(win)
    popup.openForEntry()
    expect(open).toHaveBeenCalledWith('', 'w3m-social-login', 'popup=yes,width=480,height=640')
    expect(popup.take()).toBe(opened[0])
    expect(popup.take()).toBe(opened[1])
  })

  it('closes an earlier entry window, and replaces one the user closed', () => {
    const { win, opened } = fakeWindow()
    const popup = createSocialPopup(win)
    popup.openForEntry()
    popup.openForEntry()
    expect(opened[0]?.closed).toBe(true)
    opened[1]?.close()
    expect(popup.take()).toBe(opened[2])
  })

  it('brings the window it handed over back to the front while it is open', () => {
    const { win, opened } = fakeWindow()
    const popup = createSocialPopup(win)
    expect(popup.reopen()).toBe(false)
    popup.take()
    const focus = vi.fn()
    Object.assign(opened[0]!, { focus })
    expect(popup.reopen()).toBe(true)
    expect(focus).toHaveBeenCalledTimes(1)
    opened[0]?.close()
    expect(popup.reopen()).toBe(false)
  })

  it('opens nothing without a window or in Telegram', () => {
    expect(createSocialPopup(undefined).take()).toBeUndefined()
    const { win, open } = fakeWindow({ Telegram: { WebApp: {} } })
    expect(createSocialPopup(win).take()).toBeUndefined()
    expect(open).not.toHaveBeenCalled()
  })
})
