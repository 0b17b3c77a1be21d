import { describe, expect, it } from 'vitest'
import { isSheet, readViewportBox, sameBox } from './visualViewportBox'

describe('readViewportBox', () => {
  it('reads the visual viewport: a phone showing a page wider than its screen', () => {
    const win = { innerWidth: 1280, innerHeight: 2770, visualViewport: { offsetLeft: 120, offsetTop: 40, width: 390, height: 844 } as VisualViewport }
    expect(readViewportBox(win)).toEqual({ left: 120, top: 40, width: 390, height: 844 })
    expect(isSheet(readViewportBox(win))).toBe(true)
  })

  it('falls back to the window without a visual viewport', () => {
    const box = readViewportBox({ innerWidth: 1280, innerHeight: 800, visualViewport: null })
    expect(box).toEqual({ left: 0, top: 0, width: 1280, height: 800 })
    expect(isSheet(box)).toBe(false)
    expect(sameBox(box, { ...box })).toBe(true)
  })
})
