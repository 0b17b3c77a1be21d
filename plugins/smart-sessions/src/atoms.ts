import type { StepAtom } from '@portico/contracts'
import type { SmartSession } from '@portico/contracts/sessions'
import { atom, type PrimitiveAtom } from 'jotai/vanilla'

export type SessionsStatus = 'loading' | 'ready' | 'failed'

/** The plugin's state, made in setup: nothing of it exists while the feature is off. */
export interface SmartSessionsAtoms {
  /** The list's load, per arrival on the view; `error` is the failure as shown. */
  step: StepAtom<SessionsStatus>
  /** The sessions last read, and whose they are (the CAIP-10 account). */
  sessions: PrimitiveAtom<{ address: string; sessions: readonly SmartSession[] } | undefined>
  /** The session being revoked (its pci), and the last revocation failure by pci. */
  revoking: PrimitiveAtom<string | undefined>
  revokeErrors: PrimitiveAtom<Readonly<Record<string, string>>>
}

export function createSmartSessionsAtoms(): SmartSessionsAtoms {
  return {
    step: atom({ arrival: undefined, status: 'loading', error: undefined }) as StepAtom<SessionsStatus>,
    sessions: atom<{ address: string; sessions: readonly SmartSession[] } | undefined>(undefined),
    revoking: atom<string | undefined>(undefined),
    revokeErrors: atom<Readonly<Record<string, string>>>({}),
  }
}
