// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trapFocus } from './trapFocus'

function card() {
  const root = document.createElement('div')
  root.innerHTML = '<button id="a">a</button><button disabled>x</button><input id="b" /><button id="c">c</button>'
  document.body.appendChild(root)
  const byId = (id: string) => root.querySelector<HTMLElement>(`#${id}`) as HTMLElement
  return { root, byId }
}
const tab = (shiftKey: boolean) => ({ key: 'Tab', shiftKey, preventDefault: vi.fn() })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('trapFocus', () => {
  it('wraps Tab from the last focusable element to the first, and Shift+Tab back', () => {
    const { root, byId } = card()
    byId('c').focus()
    const forward = tab(false)
    trapFocus(root, forward)
    expect(document.activeElement).toBe(byId('a'))
    expect(forward.preventDefault).toHaveBeenCalled()
    trapFocus(root, tab(true))
    expect(document.activeElement).toBe(byId('c'))
  })

  it('leaves Tab in the middle and other keys to the browser', () => {
    const { root, byId } = card()
    byId('b').focus()
    const middle = tab(false)
    trapFocus(root, middle)
    expect(middle.preventDefault).not.toHaveBeenCalled()
    byId('c').focus()
    const enter = { key: 'Enter', shiftKey: false, preventDefault: vi.fn() }
    trapFocus(root, enter)
    expect(enter.preventDefault).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(byId('c'))
  })
})
