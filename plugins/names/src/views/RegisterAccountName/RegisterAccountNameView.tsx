import { accountNameIssue, NAME_SUFFIX, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { fullAccountName, type NameLookup } from '../../actions/lookUpName'
import { registerAccountName } from '../../actions/registerAccountName'
import type { NamesAtoms } from '../../atoms'
import { namesCatalogue } from '../../i18n/namesCatalogue'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { namesStylesRef } from '../styles'

/**
 * SPEC section 2 RegisterAccountName: the name field (the rule of SPEC section 5 checked as it is
 * typed), whether the name is free and names like it (looked up once typing pauses), and Register.
 */
export function createRegisterAccountNameView(host: PluginHost, atoms: NamesAtoms, lookup: NameLookup) {
  const { ErrorAlert } = uiOf(host)
  return function RegisterAccountNameView() {
    const input = useAtomValue(atoms.input)
    const suggestions = useAtomValue(atoms.suggestions)
    const availability = useAtomValue(atoms.availability)
    const registration = useAtomValue(atoms.registration)
    const account = useAtomValue(host.atoms.account)
    const known = useAtomValue(atoms.known).get(account.address?.toLowerCase() ?? '')
    const t = useAtomValue(host.i18n.translator(namesCatalogue))
    const errors = useShownError(host)

    // A lookup still waiting when the view goes is not needed any more.
    useEffect(() => () => lookup.cancel(), [])

    const name = input.trim()
    const issue = accountNameIssue(name)
    const invalid = name !== '' && issue !== undefined
    const fullName = issue === undefined ? fullAccountName(name) : undefined
    const current = availability && availability.name === fullName ? availability : undefined
    const failedRegistration = registration?.status === 'failed' ? registration : undefined
    const canRegister = current?.status === 'available'

    return (
      <form ref={namesStylesRef}
        className="view names-view"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          // The outcome shows in the views; the thrown error is the spec's, already on screen.
          if (fullName && canRegister) registerAccountName(host, atoms, fullName).catch(() => undefined)
        }}
      >
        <p className="muted">{t('intro')}</p>
        <div className="names-field">
          <label htmlFor="names-input">{t('name')}</label>
          <div className="names-input-row">
            <input
              id="names-input"
              className="names-input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={input}
              aria-invalid={invalid}
              aria-describedby="names-suffix"
              onChange={(event) => lookup.type(event.target.value)}
            />
            <span id="names-suffix" className="names-suffix">
              {NAME_SUFFIX}
            </span>
          </div>
        </div>
        <ErrorAlert message={invalid ? errors.shown(issue) : undefined} testId="names-rule" />
        <ErrorAlert message={failedRegistration && errors.registering(failedRegistration.name)} testId="names-register-error" />
        <ErrorAlert message={known?.status === 'failed' ? errors.shown(known.error) : undefined} />
        {current?.status === 'checking' ? <StatusLine text={t('checking', { name: current.name })} /> : null}
        {current?.status === 'available' ? (
          <p className="names-available truncate" data-testid="names-availability" title={current.name}>
            {t('available', { name: current.name })}
          </p>
        ) : null}
        {current?.status === 'taken' ? (
          <p className="names-taken truncate" data-testid="names-availability" title={current.name}>
            {t('taken', { name: current.name })}
          </p>
        ) : null}
        <ErrorAlert message={current?.status === 'failed' ? errors.shown(current.error) : undefined} />
        {suggestions.name === name && fullName ? (
          suggestions.loading ? (
            <StatusLine text={t('loadingSuggestions')} />
          ) : suggestions.error ? (
            <ErrorAlert message={errors.shown(suggestions.error)} />
          ) : suggestions.suggestions.length > 0 ? (
            <ul className="names-suggestions" aria-label={t('suggestions')}>
              {suggestions.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="list-item" title={suggestion} onClick={() => lookup.type(suggestion.endsWith(NAME_SUFFIX) ? suggestion.slice(0, -NAME_SUFFIX.length) : suggestion)}>
                    <span className="truncate">{suggestion}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null
        ) : null}
        <button type="submit" className="button" disabled={!canRegister}>
          {t('register')}
        </button>
      </form>
    )
  }
}
