import type { Context } from 'hono'
import { sendHostedAnswer, type HostedAnswer } from './hostedAnswer'
import { hostedError } from './hostedError'

/** Requests worked on at once, counted by key (the instance, a project). */
export interface ConcurrencyLimit {
  /** Takes a slot for `key`, or answers false when `key` already has `max` in flight. */
  enter: (key: string, max: number) => boolean
  leave: (key: string) => void
}

/**
 * In-flight counts per key, so a burst past the bound is refused at once instead of queueing
 * until its clients give up.
 * @example const slots = createConcurrencyLimit(); if (!slots.enter('p1', 256)) return busy(c)
 */
export function createConcurrencyLimit(): ConcurrencyLimit {
  const inFlight = new Map<string, number>()
  return {
    enter(key, max) {
      const count = inFlight.get(key) ?? 0
      if (count >= max) return false
      inFlight.set(key, count + 1)
      return true
    },
    leave(key) {
      const count = (inFlight.get(key) ?? 1) - 1
      if (count <= 0) inFlight.delete(key)
      else inFlight.set(key, count)
    },
  }
}

/** Seconds a refused client is told to wait: the burst that filled the slots is over by then. */
export const BUSY_RETRY_AFTER_SECONDS = 1

/** The answer past a bound: 503 in the hosted shape with Retry-After. */
export const BUSY_ANSWER: HostedAnswer = {
  status: 503,
  body: hostedError('overloaded', 'The server is busy: try again shortly'),
  headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
}

/** BUSY_ANSWER through Hono. */
export const answerBusy = (c: Context): Response => sendHostedAnswer(c, BUSY_ANSWER)
