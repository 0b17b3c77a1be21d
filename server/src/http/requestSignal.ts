import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'

interface RequestScope {
  /** The client's signal, read only when a call needs it: building it costs a Request object per request. */
  request: () => AbortSignal
  deadlineMs: number
  startedAt: number
  signal?: AbortSignal
}

const current = new AsyncLocalStorage<RequestScope>()

/**
 * The signal of the request being answered, wherever the call to a node or provider is made (an
 * engine several calls deep, viem's transport): it aborts when the client goes away, so work for
 * an abandoned request stops, and at the request's deadline, so calls one after another cannot
 * add up past the upstream timeout. Made on first use: a request that calls nothing pays nothing.
 * @example fetch(url, { signal: requestSignal() })
 */
export function requestSignal(): AbortSignal | undefined {
  const scope = current.getStore()
  if (!scope) return undefined
  scope.signal ??= AbortSignal.any([scope.request(), AbortSignal.timeout(Math.max(1, Math.round(scope.deadlineMs - (performance.now() - scope.startedAt))))])
  return scope.signal
}

/** Runs the rest of the request with requestSignal(): its client's signal and a deadline `deadlineMs` from now. */
export function bindRequestSignal(deadlineMs: number): MiddlewareHandler {
  return (c, next) => current.run({ request: () => c.req.raw.signal, deadlineMs, startedAt: performance.now() }, next)
}

/**
 * `signal` joined with the request's, when a request is being answered.
 * @example fetch(url, { signal: withRequestSignal(AbortSignal.timeout(5_000)) })
 */
export function withRequestSignal(signal: AbortSignal | undefined): AbortSignal | undefined {
  const request = requestSignal()
  if (!request) return signal
  return signal ? AbortSignal.any([signal, request]) : request
}
