import { getErrorMessage, isAccountName, NAME_SUFFIX, UserMessages, type PluginHost } from '@portico/contracts'
import { fetchNameSuggestions, isNameRegistered } from '../api'
import type { NamesAtoms } from '../atoms'

/** How long typing pauses before the name is looked up: one request per pause, not per key. */
export const NAME_LOOKUP_DELAY_MS = 300

/** The full name to register for what was typed: lower case, with its suffix. */
export const fullAccountName = (typed: string): string => `${typed.trim().toLowerCase()}${NAME_SUFFIX}`

/** The typed name's lookups, debounced. */
export interface NameLookup {
  /** Takes the field's text: shown at once, looked up after the pause. */
  type: (text: string) => void
  /** Drops a lookup still waiting for its pause (the view left). */
  cancel: () => void
}

/**
 * The typed name's lookups, debounced: once typing pauses, the suggestions (GET
 * /v1/profile/suggestions) and whether the name is free (GET /v1/profile/account) for a name the
 * rule accepts (SPEC section 5); nothing is asked for one it refuses. An answer for a name no longer
 * typed is dropped.
 * @example const lookup = createNameLookup(host, atoms); lookup.type('alice')
 */
export function createNameLookup(host: PluginHost, atoms: NamesAtoms, delayMs = NAME_LOOKUP_DELAY_MS): NameLookup {
  const { store } = host
  let timer: ReturnType<typeof setTimeout> | undefined
  const stillTyped = (name: string) => store.get(atoms.input).trim() === name

  const look = async (name: string, fullName: string) => {
    const suggestions = fetchNameSuggestions(host, name).then(
      (list) => stillTyped(name) && store.set(atoms.suggestions, { name, loading: false, suggestions: list, error: undefined }),
      (error: unknown) => {
        host.log.warn('name suggestions failed:', getErrorMessage(error))
        if (stillTyped(name)) store.set(atoms.suggestions, { name, loading: false, suggestions: [], error: UserMessages.ERROR_FETCHING_NAME_SUGGESTIONS })
      },
    )
    const availability = isNameRegistered(host, fullName).then(
      (taken) => stillTyped(name) && store.set(atoms.availability, { name: fullName, status: taken ? 'taken' : 'available' }),
      (error: unknown) => {
        host.log.warn('name lookup failed:', getErrorMessage(error))
        if (stillTyped(name)) store.set(atoms.availability, { name: fullName, status: 'failed', error: UserMessages.ERROR_RESOLVING_NAME })
      },
    )
    await Promise.all([suggestions, availability])
  }

  return {
    type(text) {
      const name = text.trim()
      store.set(atoms.input, text)
      clearTimeout(timer)
      if (!isAccountName(name)) {
        store.set(atoms.suggestions, { name, loading: false, suggestions: [], error: undefined })
        store.set(atoms.availability, undefined)
        return
      }
      const fullName = fullAccountName(name)
      store.set(atoms.suggestions, { name, loading: true, suggestions: [], error: undefined })
      store.set(atoms.availability, { name: fullName, status: 'checking' })
      timer = setTimeout(() => void look(name, fullName), delayMs)
    },
    cancel: () => clearTimeout(timer),
  }
}
