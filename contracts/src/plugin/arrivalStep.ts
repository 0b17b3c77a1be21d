import type { PrimitiveAtom } from 'jotai/vanilla'
import type { JotaiStore, PluginHost, RouteState } from './plugin'

/**
 * Where one of a plugin's views stands, for the arrival it belongs to: the route entry the view
 * was opened with. A new arrival starts afresh; an answer that comes back for an older one (the
 * user left and came back) is dropped; a remount on the same arrival (React StrictMode) resumes.
 * Views that start a request on arrival (a code sent, a sign-in window) use these so a request is
 * made once per arrival, not per render.
 */
export interface Step<Status extends string> {
  arrival: RouteState | undefined
  status: Status
  /** The last failure as the user sees it: the host's message as is (a cooldown, a wrong code). */
  error: string | undefined
}

export type StepAtom<Status extends string> = PrimitiveAtom<Step<Status>>

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

/** True while `arrival` is the view on screen: a late answer must not move a router the user has left. */
export const isOnScreen = (host: PluginHost, arrival: RouteState): boolean => host.store.get(host.atoms.route) === arrival
