import type { JotaiStore } from '@portico/contracts'
// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type PrimitiveAtom } from 'jotai'
import type { SwapToken } from './api/schemas'
import type { QuoteRefusal } from './guard/checkQuote'

/** Where the quote for the current inputs stands; `key` names the inputs it answers. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; fromAmount: bigint; toAmount: bigint }
  | { status: 'failed'; key: string; error: string; refusal?: QuoteRefusal }

/**
 * Why a swap did not go through: the wallet declined, a transaction the API built did not match the
 * review (nothing was sent), or something else failed (its message).
 */
export type SwapFailure = { reason: 'rejected' } | { reason: 'unsafe' } | { reason: 'failed'; message: string }

/** Where a swap under way stands: approving the router, then swapping. */
export type SwapStep = 'idle' | 'approving' | 'swapping'

/** The swap state: the draft and what was read for it. */
export interface SwapsAtoms {
  /** The convert API's tokens for `tokensFor` (a CAIP-2 id). */
  tokens: PrimitiveAtom<readonly SwapToken[]>
  tokensFor: PrimitiveAtom<string | undefined>
  tokensError: PrimitiveAtom<string | undefined>
  sourceToken: PrimitiveAtom<SwapToken | undefined>
  toToken: PrimitiveAtom<SwapToken | undefined>
  /** The amount as typed, in whole source tokens ('1.5'). */
  sourceTokenAmount: PrimitiveAtom<string>
  /** Base-unit balances of the account, by token CAIP-10 address (read from the chain). */
  balances: PrimitiveAtom<Readonly<Record<string, bigint>>>
  /** USD prices by token symbol (upper case), from the fungible price API. */
  prices: PrimitiveAtom<Readonly<Record<string, number>>>
  /** Wei per gas, from the convert API's gas price. */
  gasPrice: PrimitiveAtom<bigint | undefined>
  quote: PrimitiveAtom<QuoteState>
  step: PrimitiveAtom<SwapStep>
  /** The user chose, in the review, to let the router spend any amount of the token (default: exactly the swap's). */
  unlimitedApproval: PrimitiveAtom<boolean>
  /** Why the last swap did not go through; the draft is kept. */
  swapError: PrimitiveAtom<SwapFailure | undefined>
}

/** The swap state: the draft the user types, and what was read for it (tokens, balances, prices, quote). */
export function createSwapsAtoms(): SwapsAtoms {
  return {
    /** The convert API's tokens for `tokensFor` (a CAIP-2 id). */
    tokens: atom<readonly SwapToken[]>([]),
    tokensFor: atom<string | undefined>(undefined),
    tokensError: atom<string | undefined>(undefined),
    sourceToken: atom<SwapToken | undefined>(undefined),
    toToken: atom<SwapToken | undefined>(undefined),
    /** The amount as typed, in whole source tokens ('1.5'). */
    sourceTokenAmount: atom(''),
    /** Base-unit balances of the account, by token CAIP-10 address (read from the chain). */
    balances: atom<Readonly<Record<string, bigint>>>({}),
    /** USD prices by token symbol (upper case), from the fungible price API. */
    prices: atom<Readonly<Record<string, number>>>({}),
    /** Wei per gas, from the convert API's gas price. */
    gasPrice: atom<bigint | undefined>(undefined),
    quote: atom<QuoteState>({ status: 'idle' }),
    step: atom<SwapStep>('idle'),
    /** The user chose, in the review, to let the router spend any amount of the token (default: exactly the swap's). */
    unlimitedApproval: atom(false),
    /** Why the last swap did not go through; the draft is kept. */
    swapError: atom<SwapFailure | undefined>(undefined),
  }
}

/** Clears the draft (after a swap, on another network or account); the token list stays per network. */
export function resetDraft(store: JotaiStore, atoms: SwapsAtoms) {
  store.set(atoms.sourceToken, undefined)
  store.set(atoms.toToken, undefined)
  store.set(atoms.sourceTokenAmount, '')
  store.set(atoms.quote, { status: 'idle' })
  store.set(atoms.swapError, undefined)
  store.set(atoms.unlimitedApproval, false)
}
