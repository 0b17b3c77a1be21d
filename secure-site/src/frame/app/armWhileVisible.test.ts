import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { armWhileVisible, type ArmWindow } from './armWhileVisible'

type Report = { isVisible: boolean; intersectionRatio: number }

/** IntersectionObserver v2 as the test drives it: `report` is what Chromium would deliver. */
class FakeObserver {
  static last: FakeObserver | undefined
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: (entries: Report[]) => void,
    readonly options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number },
  ) {
    FakeObserver.last = this
  }
  observe(target: Element) {
    this.observed.push(target)
  }
  disconnect() {
    this.disconnected = true
  }
  report(entry: Report) {
    this.callback([entry])
  }
}

const MIN = 500
let armed: boolean[]
let windowTarget: EventTarget
let documentTarget: EventTarget & { visibilityState: DocumentVisibilityState }
let stop: () => void

const observer = () => FakeObserver.last as FakeObserver
const isArmed = () => armed.at(-1) === true
const pointer = (type: string, screenX: number, clientX: number) => windowTarget.dispatchEvent(Object.assign(new Event(type), { screenX, screenY: 100, clientX, clientY: 50 }))

beforeEach(() => {
  vi.useFakeTimers()
  armed = []
  windowTarget = new EventTarget()
  documentTarget = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const window = {
    IntersectionObserver: FakeObserver,
    addEventListener: windowTarget.addEventListener.bind(windowTarget),
    removeEventListener: windowTarget.removeEventListener.bind(windowTarget),
    document: documentTarget,
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms) as unknown as number,
    clearTimeout: (id: number | undefined) => clearTimeout(id),
  } as unknown as ArmWindow
  stop = armWhileVisible({ window, target: {} as Element, minVisibleMs: MIN, onArmedChange: (next) => armed.push(next) })
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('armWhileVisible', () => {
  it('asks the browser to track visibility (IntersectionObserver v2) of the whole target', () => {
    expect(observer().options).toMatchObject({ trackVisibility: true, threshold: [1] })
    expect(observer().options.delay).toBeGreaterThanOrEqual(100)
    expect(observer().observed).toHaveLength(1)
  })

  it('arms only after the target was reported visible and whole for the minimum time', () => {
    vi.advanceTimersByTime(MIN * 4)
    expect(isArmed()).toBe(false)
    observer().report({ isVisible: true, intersectionRatio: 1 })
    vi.advanceTimersByTime(MIN - 1)
    expect(isArmed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(isArmed()).toBe(true)
  })

  it('never arms a faded, filtered or covered target, nor one the page clipped', () => {
    observer().report({ isVisible: false, intersectionRatio: 1 })
    vi.advanceTimersByTime(MIN * 2)
    observer().report({ isVisible: true, intersectionRatio: 0.5 })
    vi.advanceTimersByTime(MIN * 2)
    expect(armed).toEqual([])
  })

  it('disarms on a report of not visible, and waits the whole time again once visible', () => {
    observer().report({ isVisible: true, intersectionRatio: 1 })
    vi.advanceTimersByTime(MIN)
    observer().report({ isVisible: false, intersectionRatio: 1 })
    expect(isArmed()).toBe(false)
    observer().report({ isVisible: true, intersectionRatio: 1 })
    vi.advanceTimersByTime(MIN - 1)
    expect(isArmed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(isArmed()).toBe(true)
  })

  it('restarts the wait when the frame is resized', () => {
    observer().report({ isVisible: true, intersectionRatio: 1 })
    vi.advanceTimersByTime(MIN)
    windowTarget.dispatchEvent(new Event('resize'))
    expect(isArmed()).toBe(false)
    vi.advanceTimersByTime(MIN)
    expect(isArmed()).toBe(true)
  })

  it('restarts the wait when a pointer event shows the frame moved on screen, not when the pointer moves', () => {
    observer().report({ isVisible: true, intersectionRatio: 1 })
    pointer('pointerover', 300, 100)
    vi.advanceTimersByTime(MIN - 100)
    pointer('pointermove', 320, 120)
    pointer('pointermove', 340.4, 140)
    vi.advanceTimersByTime(100)
    expect(isArmed()).toBe(true)
    // The same pointer position on screen, another place in the frame: the frame moved under it.
    pointer('pointerdown', 320, 20)
    expect(isArmed()).toBe(false)
    vi.advanceTimersByTime(MIN)
    expect(isArmed()).toBe(true)
  })

  it('stays disarmed while the tab is hidden', () => {
    observer().report({ isVisible: true, intersectionRatio: 1 })
    documentTarget.visibilityState = 'hidden'
    documentTarget.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(MIN * 2)
    expect(isArmed()).toBe(false)
    documentTarget.visibilityState = 'visible'
    documentTarget.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(MIN)
    expect(isArmed()).toBe(true)
  })

  it('stops watching when stopped', () => {
    observer().report({ isVisible: true, intersectionRatio: 1 })
    stop()
    vi.advanceTimersByTime(MIN * 2)
    expect(armed).toEqual([])
    expect(observer().disconnected).toBe(true)
  })
})
