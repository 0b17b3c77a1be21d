import * as z from 'zod/mini'
import type { SiwxMessage, SiwxSession } from './siwxSession'

// Apart from the session schemas: createAppKit checks the `siwx` option at page load, while the
// sessions are only parsed once someone signs in.

/**
 * What a dapp implements to keep sign-in sessions on its own backend; Portico ships a
 * localStorage implementation (`createLocalSiwx`). Method names follow AppKit's SIWX.
 */
export interface Siwx {
  createMessage: (input: { accountAddress: string; chainId: string }) => Promise<SiwxMessage>
  addSession: (session: SiwxSession) => Promise<void>
  getSessions: (chainId: string, accountAddress: string) => Promise<SiwxSession[]>
  revokeSession: (chainId: string, accountAddress: string) => Promise<void>
  setSessions: (sessions: SiwxSession[]) => Promise<void>
  /** When true the modal cannot be closed until the user signs in, and cancelling disconnects. */
  getRequired?: () => boolean
}

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'Expected a function')

/** Checks a dapp's `siwx` option has the methods Portico calls. */
export const siwxSchema = z.object({
  createMessage: fn,
  addSession: fn,
  getSessions: fn,
  revokeSession: fn,
  setSessions: fn,
  getRequired: z.optional(fn),
})
