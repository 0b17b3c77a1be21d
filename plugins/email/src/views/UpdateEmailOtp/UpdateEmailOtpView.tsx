import type { AuthHost, PluginHost } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { startUpdateCode, submitUpdateCode } from '../../actions/submitUpdateCode'
import type { EmailAtoms } from '../../atoms'
import { emailCatalogue } from '../../i18n/emailCatalogue'
import { routeArguments, updateArgumentsSchema } from '../../routeArguments'
import { stepFor } from '@portico/contracts'
import { uiOf } from '../../ui'
import { OtpInput } from '../parts/OtpInput'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { emailStylesRef } from '../styles'

/**
 * A code step of the email change, opened with `{ newEmail }`: 'primary' asks for the code sent
 * to the current address (UpdateEmailPrimaryOtp), 'secondary' for the new one's (UpdateEmailSecondaryOtp).
 */
export function createUpdateEmailOtpView(host: PluginHost, auth: AuthHost, atoms: EmailAtoms, step: 'primary' | 'secondary') {
  const { ErrorAlert, Problem } = uiOf(host)
  return function UpdateEmailOtpView() {
    const route = useAtomValue(host.atoms.route)
    const stored = useAtomValue(atoms.updateCode)
    const code = useAtomValue(atoms.updateCodeValue)
    const setCode = useSetAtom(atoms.updateCodeValue)
    const currentEmail = useAtomValue(auth.email)
    const t = useAtomValue(host.i18n.translator(emailCatalogue))
    const shown = useShownError(host)

    useEffect(() => startUpdateCode(host, atoms, route), [route])

    const args = routeArguments(updateArgumentsSchema, route)
    if (!args) return <Problem message={t('invalidEmail')} backLabel={t('goBack')} onBack={() => host.router.goBack()} />
    const { status, error } = stepFor(stored, route, 'code')
    const sentTo = step === 'primary' ? currentEmail : args.newEmail
    return (
      <div ref={emailStylesRef} className="view email-step">
        <p className="muted">{t(step === 'primary' ? 'confirmCurrentEmail' : 'confirmNewEmail')}</p>
        {sentTo ? <p className="email-step-address">{sentTo}</p> : null}
        <OtpInput
          id={`email-update-code-${step}`}
          label={t('code')}
          value={code}
          disabled={status !== 'code'}
          onChange={setCode}
          onComplete={(otp) => void submitUpdateCode(host, auth, atoms, route, otp)}
        />
        <ErrorAlert message={shown(error)} />
        {status === 'verifying' ? <StatusLine text={t('checkingCode')} /> : null}
      </div>
    )
  }
}
