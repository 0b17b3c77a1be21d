import type { JotaiStore, TokenBalance } from '@portico/contracts'
import { atom, type PrimitiveAtom } from 'jotai/vanilla'

/** What the Tokens tab shows for an account (caipAddress): its balances, or that they are unavailable. */
export type TokenBalancesResult = { caipAddress: string; balances: readonly TokenBalance[] } | { caipAddress: string; unavailable: true }

/** The Tokens tab's state (SPEC section 3 tokenBalance). */
export interface TokenBalancesState {
  result: PrimitiveAtom<TokenBalancesResult | undefined>
  /** Whose balances are being read now: a second mount of the tab waits for that read instead of repeating it. */
  readingFor: PrimitiveAtom<string | undefined>
  /** Whose balances `result` holds and when they were read: the 30 s cache. */
  readFor: PrimitiveAtom<{ caipAddress: string; at: number } | undefined>
  /** When 'Token Balance Unavailable' last showed: retries stay blocked 30 s after it. */
  lastFailure: PrimitiveAtom<number | undefined>
}

/** The Tokens tab's state (SPEC section 3 tokenBalance), kept while the modal lives so the 30 s cache holds across tab switches. */
export function createTokenBalancesState(): TokenBalancesState {
  return {
    result: atom<TokenBalancesResult | undefined>(undefined),
    /** Whose balances are being read now: a second mount of the tab waits for that read instead of repeating it. */
    readingFor: atom<string | undefined>(undefined),
    /** Whose balances `result` holds and when they were read: the 30 s cache. */
    readFor: atom<{ caipAddress: string; at: number } | undefined>(undefined),
    /** When 'Token Balance Unavailable' last showed: retries stay blocked 30 s after it. */
    lastFailure: atom<number | undefined>(undefined),
  }
}

// Created with the chunk, once per shell store: a page with two AppKit instances keeps two.
const states = new WeakMap<JotaiStore, TokenBalancesState>()

/** The Tokens tab's state of this shell (its store). */
export function tokenBalancesState(store: JotaiStore): TokenBalancesState {
  let state = states.get(store)
  if (!state) {
    state = createTokenBalancesState()
    states.set(store, state)
  }
  return state
}
