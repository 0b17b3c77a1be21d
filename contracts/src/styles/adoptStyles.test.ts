// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { adoptStyles, adoptStylesRef } from './adoptStyles'

describe('adoptStyles', () => {
  it('adopts one constructed sheet per text into a shadow root, once', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' })
    adoptStyles(root, 'p{color:red}')
    adoptStyles(root, 'p{color:red}')
    expect(root.adoptedStyleSheets).toHaveLength(1)
    expect(root.querySelector('style')).toBeNull()
    const other = document.createElement('div').attachShadow({ mode: 'open' })
    adoptStyles(other, 'p{color:red}')
    expect(other.adoptedStyleSheets[0]).toBe(root.adoptedStyleSheets[0])
  })

  it('adopts into the root of the element a ref is set on, keeping what was there', () => {
    const host = document.createElement('div')
    const root = host.attachShadow({ mode: 'open' })
    adoptStyles(root, '.a{}')
    const view = document.createElement('section')
    root.append(view)
    const ref = adoptStylesRef('.b{}')
    ref(view)
    ref(null)
    expect(root.adoptedStyleSheets).toHaveLength(2)
    expect([...(root.adoptedStyleSheets[1]?.cssRules ?? [])].map((rule) => rule.cssText).join('')).toContain('.b')
  })
})
