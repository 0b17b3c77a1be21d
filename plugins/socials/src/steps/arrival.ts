import type { JotaiStore, RouteState } from '@portico/contracts'
import type { Step, StepAtom } from '../atoms'

/**
 * The step as this arrival sees it: the stored one when it belongs to `route`, else `initial`
 * (the first render of a new arrival, before its effect has started the step).
 */
export function stepFor<Status extends string>(step: Step<Status>, route: RouteState, initial: Status): Step<Status> {
  return step.arrival === route ? step : { arrival: route, status: initial, error: undefined }
}

/**
 * Starts the step for `route` and answers true, unless it already started for this very arrival
 * (a second effect run under React StrictMode, a remount): one request per arrival, not per render.
 */
export function arrive<Status extends string>(store: JotaiStore, step: StepAtom<Status>, route: RouteState, status: Status): boolean {
  if (store.get(step).arrival === route) return false
  store.set(step, { arrival: route, status, error: undefined })
  return true
}

/** Moves the step of `arrival` on; answers false (and changes nothing) when another arrival has replaced it. */
export function settle<Status extends string>(store: JotaiStore, step: StepAtom<Status>, arrival: RouteState | undefined, status: Status, error?: string): boolean {
  if (store.get(step).arrival !== arrival) return false
  store.set(step, { arrival, status, error })
  return true
}
