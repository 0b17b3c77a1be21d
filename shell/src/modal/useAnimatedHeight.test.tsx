// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAnimatedHeight } from './useAnimatedHeight'

let resized: (() => void) | undefined
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback
  }
  observe() {}
  disconnect() {
    resized = undefined
  }
}

let now = 0
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  vi.spyOn(performance, 'now').mockImplementation(() => now)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

let contentHeight = 120
function Box({ view }: { view: string | undefined }) {
  const { outer, inner } = useAnimatedHeight<HTMLDivElement, HTMLDivElement>(view)
  if (view === undefined) return null
  return (
    <div data-testid="outer" ref={outer}>
      <div
        ref={(node) => {
          inner.current = node
          if (node) Object.defineProperty(node, 'offsetHeight', { configurable: true, get: () => contentHeight })
        }}
      />
    </div>
  )
}

describe('useAnimatedHeight', () => {
  it('sizes the outer box to its content once shown, and follows the content as it changes', () => {
    contentHeight = 120
    const { rerender, queryByTestId, getByTestId } = render(<Box view={undefined} />)
    expect(queryByTestId('outer')).toBeNull()
    rerender(<Box view="Connect" />)
    const outer = getByTestId('outer')
    expect(outer.style.height).toBe('120px')
    contentHeight = 340
    resized?.()
    expect(outer.style.height).toBe('340px')
  })

  it('moves the height (class moving) for a view change only, not for content growing later in a view', () => {
    now = 1_000
    const { rerender, getByTestId } = render(<Box view="Connect" />)
    const outer = getByTestId('outer')
    now = 5_000
    rerender(<Box view="AllWallets" />)
    now = 5_020
    contentHeight = 500
    resized?.()
    expect(outer.classList.contains('moving')).toBe(true)
    outer.dispatchEvent(new Event('transitionend'))
    expect(outer.classList.contains('moving')).toBe(false)
    // A page of the list arrives a second later: the box takes its height at once.
    now = 6_000
    contentHeight = 900
    resized?.()
    expect(outer.style.height).toBe('900px')
    expect(outer.classList.contains('moving')).toBe(false)
  })

  it('stops following once hidden', () => {
    const { rerender } = render(<Box view="Connect" />)
    expect(resized).toBeDefined()
    rerender(<Box view={undefined} />)
    expect(resized).toBeUndefined()
  })
})
