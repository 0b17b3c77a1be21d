import type { RouteState } from '@portico/contracts'
// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type PrimitiveAtom } from 'jotai'

/**
 * Where one of the plugin's views stands, for the arrival it belongs to: the route entry the view
 * was opened with. A new arrival starts afresh; an answer that comes back for an older one (the
 * user left and came back) is dropped; a remount on the same arrival (React StrictMode) resumes.
 */
export interface Step<Status extends string> {
  arrival: RouteState | undefined
  status: Status
  /** The last failure as the user sees it: the auth host's message as is. */
  error: string | undefined
}

/** ConnectingSocial: signing in in the provider's window, or stopped by an error. */
export type SocialStatus = 'signingIn' | 'failed'
/**
 * ConnectingFarcaster: getting the link, waiting for its approval in the Farcaster app, stopped by
 * a link that is no safe web address, or by an error.
 */
export type FarcasterStatus = 'gettingLink' | 'waiting' | 'refused' | 'failed'

export type StepAtom<Status extends string> = PrimitiveAtom<Step<Status>>

/** The Sign In With Farcaster link of an arrival, checked (see farcasterUri.ts). */
export interface FarcasterLink {
  arrival: RouteState
  uri: string
}

const stepAtom = <Status extends string>(status: Status): StepAtom<Status> => atom<Step<Status>>({ arrival: undefined, status, error: undefined })

/** The plugin's state (created in setup, so nothing of it exists while socials are off). */
export function createSocialsAtoms() {
  return {
    social: stepAtom<SocialStatus>('signingIn'),
    farcaster: stepAtom<FarcasterStatus>('gettingLink'),
    /** The link on screen; replaced on each try, since a Farcaster link serves one sign-in. */
    farcasterLink: atom<FarcasterLink | undefined>(undefined),
  }
}

export type SocialsAtoms = ReturnType<typeof createSocialsAtoms>
