import { NAME_SUFFIX, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { NameLookup } from '../../actions/lookUpName'
import type { NamesAtoms } from '../../atoms'
import { namesCatalogue } from '../../i18n/namesCatalogue'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'

export interface NameSuggestionsProps {
  /** The typed name (trimmed): suggestions for another one are not shown. */
  name: string
}

/** Names like the typed one; a click types it (without its suffix). */
export function createNameSuggestions(host: PluginHost, atoms: NamesAtoms, lookup: NameLookup): ComponentType<NameSuggestionsProps> {
  const { ErrorAlert } = uiOf(host)
  return function NameSuggestions({ name }) {
    const suggestions = useAtomValue(atoms.suggestions)
    const t = useAtomValue(host.i18n.translator(namesCatalogue))
    const errors = useShownError(host)
    if (suggestions.name !== name) return null
    if (suggestions.loading) return <StatusLine text={t('loadingSuggestions')} />
    if (suggestions.error) return <ErrorAlert message={errors.shown(suggestions.error)} />
    if (suggestions.suggestions.length === 0) return null
    return (
      <ul className="names-suggestions" aria-label={t('suggestions')}>
        {suggestions.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className="list-item" title={suggestion} onClick={() => lookup.type(suggestion.endsWith(NAME_SUFFIX) ? suggestion.slice(0, -NAME_SUFFIX.length) : suggestion)}>
              <span className="truncate">{suggestion}</span>
            </button>
          </li>
        ))}
      </ul>
    )
  }
}
