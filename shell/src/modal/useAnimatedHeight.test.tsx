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

beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

let contentHeight = 120
function Box({ shown }: { shown: boolean }) {
  const { outer, inner } = useAnimatedHeight<HTMLDivElement, HTMLDivElement>(shown)
  if (!shown) return null
  return (
    <div data-testid="outer" ref={outer}>
      <div ref={(node) => {
        inner.current = node
        if (node) Object.defineProperty(node, 'offsetHeight', { configurable: true, get: () => contentHeight })
      }} />
    </div>
  )
}

describe('useAnimatedHeight', () => {
  it('sizes the outer box to its content once shown, and follows the content as it changes', () => {
    contentHeight = 120
    const { rerender, queryByTestId, getByTestId } = render(<Box shown={false} />)
    expect(queryByTestId('outer')).toBeNull()
    rerender(<Box shown />)
    const outer = getByTestId('outer')
    expect(outer.style.height).toBe('120px')
    contentHeight = 340
    resized?.()
    expect(outer.style.height).toBe('340px')
  })

  it('clips while its height transition runs, and not at rest', () => {
    const { getByTestId } = render(<Box shown />)
    const outer = getByTestId('outer')
    outer.dispatchEvent(new Event('transitionrun'))
    expect(outer.classList.contains('resizing')).toBe(true)
    outer.dispatchEvent(new Event('transitionend'))
    expect(outer.classList.contains('resizing')).toBe(false)
  })

  it('stops following once hidden', () => {
    const { rerender } = render(<Box shown />)
    expect(resized).toBeDefined()
    rerender(<Box shown={false} />)
    expect(resized).toBeUndefined()
  })
})
