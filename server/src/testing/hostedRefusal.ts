import { expect } from 'vitest'
import { HostedError } from '../engines/hostedError'

/**
 * What an engine refused with: its HTTP status and the first reason of the hosted error body.
 * Fails the test when the run resolved or threw something else.
 * @example expect(await hostedRefusal(lookupName(deps, 'x'))).toEqual({ status: 400, field: 'name', description: '...' })
 */
export async function hostedRefusal(run: Promise<unknown>) {
  const error = await run.then(() => undefined, (thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(HostedError)
  return { status: (error as HostedError).status, ...(error as HostedError).body.reasons[0]! }
}
