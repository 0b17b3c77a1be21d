// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useQuoteLifecycle } from './useQuoteLifecycle'

const setup = (prepare: () => Promise<void> = async () => {}) => {
  const calls: string[] = []
  const lifecycle = {
    prepare,
    refresher: { start: () => void calls.push('start'), stop: () => void calls.push('stop'), inputChanged: () => void calls.push('inputChanged') },
    clearError: () => void calls.push('clearError'),
  }
  return { calls, lifecycle }
}

describe('useQuoteLifecycle', () => {
  it('starts quoting once prepared, asks again on a changed input only, and stops when the view leaves', async () => {
    const { calls, lifecycle } = setup()
    const view = renderHook(({ inputs }) => useQuoteLifecycle(lifecycle, inputs), { initialProps: { inputs: 'eth|pusd|' } })
    await waitFor(() => expect(calls).toEqual(['start']))
    view.rerender({ inputs: 'eth|pusd|' })
    view.rerender({ inputs: 'eth|pusd|1' })
    expect(calls).toEqual(['start', 'clearError', 'inputChanged'])
    view.unmount()
    expect(calls).toEqual(['start', 'clearError', 'inputChanged', 'stop'])
  })

  it('never starts when the view left before it was prepared', async () => {
    let prepared = () => {}
    const prepare = vi.fn(() => new Promise<void>((resolve) => (prepared = resolve)))
    const { calls, lifecycle } = setup(prepare)
    const view = renderHook(() => useQuoteLifecycle(lifecycle, 'eth|pusd|'))
    view.unmount()
    prepared()
    await prepare.mock.results[0]?.value
    expect(calls).toEqual(['stop'])
  })
})
