/** A JSON value, as a wallet's JSON-RPC result is. */
export type FrameJsonValue = null | boolean | number | string | FrameJsonValue[] | { [key: string]: FrameJsonValue }

// Deep enough for any RPC result, shallow enough that a hostile message cannot exhaust the stack.
const MAX_DEPTH = 64

/**
 * True when `value` is JSON: null, a boolean, a finite number, a string, an array or a plain
 * object of JSON values. A check of our own rather than zod's `z.json()`, whose code would land in
 * the shell's initial chunk.
 * @example isFrameJsonValue({ hash: '0x12' }) // true
 * @example isFrameJsonValue(new Date()) // false
 */
export function isFrameJsonValue(value: unknown, depth = 0): value is FrameJsonValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return false
  if (Array.isArray(value)) return value.every((item) => isFrameJsonValue(item, depth + 1))
  const prototype: unknown = Object.getPrototypeOf(value)
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every((item) => isFrameJsonValue(item, depth + 1))
}

/**
 * A request's params as JSON carries them: object members whose value is undefined left out (a
 * dapp's library, viem's sendCalls among them, leaves optional fields undefined; JSON.stringify
 * drops them, so every other wallet takes them). Everything else is kept as it is, for
 * isFrameJsonValue to judge.
 * @example withoutUndefinedMembers([{ to: '0x1', data: undefined }]) // [{ to: '0x1' }]
 */
export function withoutUndefinedMembers(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((item) => withoutUndefinedMembers(item, depth + 1))
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (item === undefined ? [] : [[key, withoutUndefinedMembers(item, depth + 1)]])))
}
