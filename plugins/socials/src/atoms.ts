import type { RouteState, Step, StepAtom } from '@portico/contracts'
// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type PrimitiveAtom } from 'jotai'

/** ConnectingSocial: signing in in the provider's window, or stopped by an error. */
export type SocialStatus = 'signingIn' | 'failed'
/**
 * ConnectingFarcaster: getting the link, waiting for its approval in the Farcaster app, stopped by
 * a link that is no safe web address, or by an error.
 */
export type FarcasterStatus = 'gettingLink' | 'waiting' | 'refused' | 'failed'

/** The Sign In With Farcaster link of an arrival, checked (see farcasterUri.ts). */
export interface FarcasterLink {
  arrival: RouteState
  uri: string
}

const stepAtom = <Status extends string>(status: Status): StepAtom<Status> => atom<Step<Status>>({ arrival: undefined, status, error: undefined })

/** The social and Farcaster sign-in steps. */
export interface SocialsAtoms {
  social: StepAtom<SocialStatus>
  farcaster: StepAtom<FarcasterStatus>
  /** The link on screen; replaced on each try, since a Farcaster link serves one sign-in. */
  farcasterLink: PrimitiveAtom<FarcasterLink | undefined>
}

/** The plugin's state (created in setup, so nothing of it exists while socials are off). */
export function createSocialsAtoms(): SocialsAtoms {
  return {
    social: stepAtom<SocialStatus>('signingIn'),
    farcaster: stepAtom<FarcasterStatus>('gettingLink'),
    /** The link on screen; replaced on each try, since a Farcaster link serves one sign-in. */
    farcasterLink: atom<FarcasterLink | undefined>(undefined),
  }
}

export type { Step, StepAtom }
