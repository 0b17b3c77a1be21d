// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type PrimitiveAtom } from 'jotai'

/** What the suggestions show for the typed name (SPEC section 3, Names: a list and a loading flag). */
export interface SuggestionsState {
  /** The typed name they are for, without its suffix. */
  name: string
  loading: boolean
  /** Free names like it, with their suffix. */
  suggestions: readonly string[]
  error: string | undefined
}

/** Whether the typed name (with its suffix) can be registered. */
export type Availability = { name: string; status: 'checking' | 'available' | 'taken' } | { name: string; status: 'failed'; error: string }

/** A registration under way or done (SPEC section 4, name registration). */
export type Registration = { name: string; status: 'registering' | 'registered' } | { name: string; status: 'failed'; error: string }

/** What the reverse lookup of an address found: its name, none, or a failure to say. */
export type KnownName = { status: 'named'; name: string } | { status: 'none' } | { status: 'failed'; error: string }

/** The names plugin's state: what is typed, looked up and registered. */
export interface NamesAtoms {
  /** The name as typed on RegisterAccountName, without its suffix. */
  input: PrimitiveAtom<string>
  suggestions: PrimitiveAtom<SuggestionsState>
  availability: PrimitiveAtom<Availability | undefined>
  registration: PrimitiveAtom<Registration | undefined>
  /** Reverse lookups and registrations, by lower-case address: the account's profile name is kept from them. */
  known: PrimitiveAtom<ReadonlyMap<string, KnownName>>
}

/** The plugin's state (created in setup, so nothing of it exists while the plugin is not loaded). */
export function createNamesAtoms(): NamesAtoms {
  return {
    /** The name as typed on RegisterAccountName, without its suffix. */
    input: atom(''),
    suggestions: atom<SuggestionsState>({ name: '', loading: false, suggestions: [], error: undefined }),
    availability: atom<Availability | undefined>(undefined),
    registration: atom<Registration | undefined>(undefined),
    /** Reverse lookups and registrations, by lower-case address: the account's profile name is kept from them. */
    known: atom<ReadonlyMap<string, KnownName>>(new Map()),
  }
}
