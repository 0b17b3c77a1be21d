import type { AuthHost, PluginHost } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { startEmailUpdate, submitNewEmail } from '../../actions/submitNewEmail'
import type { EmailAtoms } from '../../atoms'
import { emailCatalogue } from '../../i18n/emailCatalogue'
import { stepFor } from '@portico/contracts'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { emailStylesRef } from '../styles'

/** The embedded wallet's email and the field to change it: the change then takes two codes. */
export function createUpdateEmailView(host: PluginHost, auth: AuthHost, atoms: EmailAtoms) {
  const { ErrorAlert } = uiOf(host)
  return function UpdateEmailView() {
    const route = useAtomValue(host.atoms.route)
    const stored = useAtomValue(atoms.update)
    const currentEmail = useAtomValue(auth.email)
    const newEmail = useAtomValue(atoms.newEmail)
    const setNewEmail = useSetAtom(atoms.newEmail)
    const t = useAtomValue(host.i18n.translator(emailCatalogue))
    const shown = useShownError(host)

    useEffect(() => startEmailUpdate(host, atoms, route), [route])

    const { status, error } = stepFor(stored, route, 'editing')
    const submitting = status === 'submitting'
    return (
      <form ref={emailStylesRef}
        className="view email-step"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitNewEmail(host, auth, atoms, route)
        }}
      >
        {currentEmail ? (
          <div className="email-step-field">
            <span className="muted small">{t('currentEmail')}</span>
            <p className="email-step-address" data-testid="email-current">
              {currentEmail}
            </p>
          </div>
        ) : null}
        <div className="email-step-field">
          <label htmlFor="email-new">{t('newEmail')}</label>
          <input
            id="email-new"
            className="email-step-input"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={newEmail}
            disabled={submitting}
            aria-invalid={error !== undefined}
            onChange={(event) => setNewEmail(event.target.value)}
          />
        </div>
        <ErrorAlert message={shown(error)} />
        {submitting ? <StatusLine text={t('sendingUpdateCode')} /> : null}
        <button type="submit" className="button" disabled={submitting || newEmail.trim() === ''}>
          {t('save')}
        </button>
      </form>
    )
  }
}
