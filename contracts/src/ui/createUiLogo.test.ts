import { describe, expect, it } from 'vitest'
import { createUiLogo } from './createUiLogo'
import { fakeUiRuntime, type FakeElement } from './testing'

describe('createUiLogo', () => {
  it('draws an http(s) logo, and the letter badge once it fails or when it cannot be shown', () => {
    const fake = fakeUiRuntime()
    const { Logo, LetterBadge } = createUiLogo(fake.runtime)
    const img = Logo({ src: 'https://img.example/usdc.png', name: 'usdc', size: 24 }) as FakeElement
    expect(img.type).toBe('img')
    ;(img.props?.onError as () => void)()
    fake.rerender()
    const fallback = Logo({ src: 'https://img.example/usdc.png', name: 'usdc', size: 24 }) as FakeElement
    expect(fallback.type).toBe(LetterBadge)
    expect(fallback.props).toEqual({ name: 'usdc', size: 24 })
    expect((Logo({ src: 'javascript:alert(1)', name: 'x' }) as FakeElement).type).toBe(LetterBadge)
  })

  it('draws the first letter, upper case, on a dark tint', () => {
    const { LetterBadge } = createUiLogo(fakeUiRuntime().runtime)
    const badge = LetterBadge({ name: ' ether', size: 32 }) as FakeElement
    expect(badge.props).toMatchObject({ 'data-letter': 'E', 'aria-hidden': true, style: { width: 32, fontSize: 13 } })
    expect(String((badge.props?.style as { background: string }).background)).toMatch(/^hsl\(\d+ 55% 30%\)$/)
  })
})
