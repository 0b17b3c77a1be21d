import { NAME_SUFFIX, type PluginHost, type ViewComponent } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import type { NameLookup } from '../../actions/lookUpName'
import { registerAccountName } from '../../actions/registerAccountName'
import type { NamesAtoms } from '../../atoms'
import { namesCatalogue } from '../../i18n/namesCatalogue'
import { uiOf } from '../../ui'
import { useShownError } from '../parts/useShownError'
import { namesStylesRef } from '../styles'
import { createNameAvailability } from './NameAvailability'
import { nameDraft } from './nameDraft'
import { createNameSuggestions } from './NameSuggestions'

/**
 * SPEC section 2 RegisterAccountName: the name field (the rule of SPEC section 5 checked as it is
 * typed), whether the name is free and names like it (looked up once typing pauses), and Register.
 */
export function createRegisterAccountNameView(host: PluginHost, atoms: NamesAtoms, lookup: NameLookup): ViewComponent {
  const { ErrorAlert } = uiOf(host)
  const NameAvailability = createNameAvailability(host)
  const NameSuggestions = createNameSuggestions(host, atoms, lookup)
  return function RegisterAccountNameView() {
    const input = useAtomValue(atoms.input)
    const account = useAtomValue(host.atoms.account)
    const known = useAtomValue(atoms.known).get(account.address?.toLowerCase() ?? '')
    const t = useAtomValue(host.i18n.translator(namesCatalogue))
    const errors = useShownError(host)
    const { name, issue, invalid, fullName, current, failedRegistration, canRegister } = nameDraft(input, useAtomValue(atoms.availability), useAtomValue(atoms.registration))

    // A lookup still waiting when the view goes is not needed any more.
    useEffect(() => () => lookup.cancel(), [])

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
        <NameAvailability current={current} />
        {fullName ? <NameSuggestions name={name} /> : null}
        <button type="submit" className="button" disabled={!canRegister}>
          {t('register')}
        </button>
      </form>
    )
  }
}
