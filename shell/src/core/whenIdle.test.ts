import { describe, expect, it, vi } from 'vitest'
import { whenIdle } from './whenIdle'

/** A window whose idle callbacks and load event the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState, saveData = false) {
  const idle: (() => void)[] = []
  const target = new EventTarget()
  const win = {
    document: { readyState },
    navigator: { connection: { saveData } },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: (handle: number) => void idle.splice(handle - 1, 1),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window
  return { win, idle, load: () => target.dispatchEvent(new Event('load')) }
}

describe('whenIdle', () => {
  it('waits for the load event, then for an idle period', () => {
    const { win, idle, load } = fakeWindow('interactive')
    const task = vi.fn()
    whenIdle(win, task)
    expect(idle).toHaveLength(0)
    load()
    expect(task).not.toHaveBeenCalled()
    idle.shift()?.()
    expect(task).toHaveBeenCalledOnce()
  })

  it('asks for an idle period at once on a page that has loaded', () => {
    const { win, idle } = fakeWindow('complete')
    const task = vi.fn()
    whenIdle(win, task)
    idle.shift()?.()
    expect(task).toHaveBeenCalledOnce()
  })

  it('never runs for a user who asked to save data', () => {
    const { win, idle, load } = fakeWindow('interactive', true)
    const task = vi.fn()
    whenIdle(win, task)
    load()
    expect(idle).toHaveLength(0)
    expect(task).not.toHaveBeenCalled()
  })

  it('never runs where the browser has no idle callback', () => {
    const { win, load } = fakeWindow('interactive')
    const task = vi.fn()
    delete (win as { requestIdleCallback?: unknown }).requestIdleCallback
    whenIdle(win, task)
    load()
    expect(task).not.toHaveBeenCalled()
  })

  it('does not run once cancelled', () => {
    const { win, idle, load } = fakeWindow('interactive')
    const task = vi.fn()
    const cancelBeforeLoad = whenIdle(win, task)
    cancelBeforeLoad()
    load()
    expect(idle).toHaveLength(0)
    whenIdle(win, task)()
    expect(idle).toHaveLength(0)
    expect(task).not.toHaveBeenCalled()
  })
})
