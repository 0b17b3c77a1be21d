import type { JotaiStore, TokenBalance } from '@portico/contracts'
// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type PrimitiveAtom } from 'jotai'

/** The send state of SPEC section 3. */
export interface SendAtoms {
  token: PrimitiveAtom<TokenBalance | undefined>
  /** The amount as the user typed it, in whole tokens ('1.5'). */
  sendTokenAmount: PrimitiveAtom<string | undefined>
  /** What the user typed in the receiver field: an address or a name. */
  receiverInput: PrimitiveAtom<string>
  /** The address to send to: the typed address, or the one the typed name resolved to. */
  receiverAddress: PrimitiveAtom<string | undefined>
  receiverProfileName: PrimitiveAtom<string | undefined>
  receiverProfileImage: PrimitiveAtom<string | undefined>
  /** Set while a typed name is being resolved, and when it failed to. */
  receiverResolution: PrimitiveAtom<'idle' | 'resolving' | 'failed'>
  /** Wei per gas, from the active chain. */
  gasPrice: PrimitiveAtom<bigint | undefined>
  gasPriceInUSD: PrimitiveAtom<number | undefined>
  networkBalanceInUSD: PrimitiveAtom<number | undefined>
  tokenBalances: PrimitiveAtom<readonly TokenBalance[]>
  /** Balances are loading, or a send is in flight. */
  loading: PrimitiveAtom<boolean>
  /** When 'Token Balance Unavailable' last showed: retries stay blocked 30 s after it. */
  lastRetry: PrimitiveAtom<number | undefined>
  /** Whose balances `tokenBalances` holds (caipAddress) and when they were read: the 30 s cache. */
  balancesReadFor: PrimitiveAtom<{ caipAddress: string; at: number } | undefined>
}

/** The send state of SPEC section 3, as this plugin's own atoms (created in setup). */
export function createSendAtoms(): SendAtoms {
  return {
    token: atom<TokenBalance | undefined>(undefined),
    /** The amount as the user typed it, in whole tokens ('1.5'). */
    sendTokenAmount: atom<string | undefined>(undefined),
    /** What the user typed in the receiver field: an address or a name. */
    receiverInput: atom(''),
    /** The address to send to: the typed address, or the one the typed name resolved to. */
    receiverAddress: atom<string | undefined>(undefined),
    receiverProfileName: atom<string | undefined>(undefined),
    receiverProfileImage: atom<string | undefined>(undefined),
    /** Set while a typed name is being resolved, and when it failed to. */
    receiverResolution: atom<'idle' | 'resolving' | 'failed'>('idle'),
    /** Wei per gas, from the active chain. */
    gasPrice: atom<bigint | undefined>(undefined),
    gasPriceInUSD: atom<number | undefined>(undefined),
    networkBalanceInUSD: atom<number | undefined>(undefined),
    tokenBalances: atom<readonly TokenBalance[]>([]),
    /** Balances are loading, or a send is in flight. */
    loading: atom(false),
    /** When 'Token Balance Unavailable' last showed: retries stay blocked 30 s after it. */
    lastRetry: atom<number | undefined>(undefined),
    /** Whose balances `tokenBalances` holds (caipAddress) and when they were read: the 30 s cache. */
    balancesReadFor: atom<{ caipAddress: string; at: number } | undefined>(undefined),
  }
}

/** Clears the draft (token, amount, receiver): after a send starts, and on a network switch. */
export function resetDraft(store: JotaiStore, atoms: SendAtoms) {
  store.set(atoms.token, undefined)
  store.set(atoms.sendTokenAmount, undefined)
  store.set(atoms.receiverInput, '')
  store.set(atoms.receiverAddress, undefined)
  store.set(atoms.receiverProfileName, undefined)
  store.set(atoms.receiverProfileImage, undefined)
  store.set(atoms.receiverResolution, 'idle')
}

/** Forgets balances and gas price, so the next view reads them again (another network, a send). */
export function forgetBalances(store: JotaiStore, atoms: SendAtoms) {
  store.set(atoms.balancesReadFor, undefined)
  store.set(atoms.tokenBalances, [])
  store.set(atoms.networkBalanceInUSD, undefined)
  store.set(atoms.gasPrice, undefined)
  store.set(atoms.gasPriceInUSD, undefined)
}
