import type { UiRuntime } from './uiRuntime'

/** An element as the fake runtime draws it. */
export interface FakeElement {
  type: unknown
  props: Record<string, unknown> | null
  children: unknown[]
}

/**
 * A runtime without React for the kit's units: elements are plain objects, state is one slot per
 * call order (reset by `rerender`), and effects run when `runEffects` is called.
 */
export function fakeUiRuntime() {
  const slots: unknown[] = []
  const effects: (() => void | (() => void))[] = []
  let slot = 0
  const runtime: UiRuntime = {
    createElement: (type, props, ...children): FakeElement => ({ type, props, children }),
    useState: <S,>(initial: S): [S, (next: S) => void] => {
      const index = slot++
      if (!(index in slots)) slots[index] = initial
      return [slots[index] as S, (next: S) => void (slots[index] = next)]
    },
    useEffect: (effect) => void effects.push(effect),
  }
  return {
    runtime,
    /** Starts a new render: state is read from the first slot again. */
    rerender: () => void ((slot = 0), (effects.length = 0)),
    runEffects: () => effects.splice(0).forEach((effect) => effect()),
  }
}
