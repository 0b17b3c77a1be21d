import type { AuthHost, PluginHost } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { resendLoginCode } from '../../actions/requestLoginCode'
import { initialLoginStatus, startLogin } from '../../actions/startLogin'
import { submitLoginCode } from '../../actions/submitLoginCode'
import type { EmailAtoms } from '../../atoms'
import { emailCatalogue } from '../../i18n/emailCatalogue'
import { loginArgumentsSchema, routeArguments } from '../../routeArguments'
import { EMAIL_COOLDOWN_MS, stepFor } from '@portico/contracts'
import { uiOf } from '../../ui'
import { OtpInput } from '../parts/OtpInput'
import { StatusLine } from '../parts/StatusLine'
import { useSecondsLeft } from '../parts/useSecondsLeft'
import { useShownError } from '../parts/useShownError'
import { emailStylesRef } from '../styles'

/**
 * Email login's code step, opened from the shell's email field with `{ email }`: sends the code
 * once per arrival, then checks the 6 digits as soon as they are typed. A first request that
 * fails leaves the step for EmailLoginFailed.
 */
export function createEmailVerifyOtpView(host: PluginHost, auth: AuthHost, atoms: EmailAtoms) {
  const { ErrorAlert, Problem } = uiOf(host)
  return function EmailVerifyOtpView() {
    const route = useAtomValue(host.atoms.route)
    const stored = useAtomValue(atoms.login)
    const code = useAtomValue(atoms.loginCode)
    const setCode = useSetAtom(atoms.loginCode)
    const t = useAtomValue(host.i18n.translator(emailCatalogue))
    const shown = useShownError(host)
    const requestedAt = useAtomValue(auth.lastEmailLoginTime)
    const resendIn = useSecondsLeft(requestedAt === undefined ? undefined : requestedAt + EMAIL_COOLDOWN_MS)

    useEffect(() => startLogin(host, auth, atoms, route), [route])

    const args = routeArguments(loginArgumentsSchema, route)
    const goBack = () => host.router.goBack()
    if (!args) return <Problem message={t('invalidEmail')} backLabel={t('goBack')} onBack={goBack} />
    const { status, error } = stepFor(stored, route, initialLoginStatus(route))
    const resend = () => void resendLoginCode(host, auth, atoms, route)
    // No code is coming: EmailLoginFailed, which requestLoginCode opened in this view's place, says why.
    if (status === 'failed') return null
    if (status === 'sending' || status === 'connecting' || status === 'done') {
      return (
        <div ref={emailStylesRef} className="view email-step">
          {status === 'done' ? <p className="muted" role="status">{t('connected')}</p> : <StatusLine text={status === 'sending' ? t('sendingCode', { email: args.email }) : t('connecting')} />}
        </div>
      )
    }
    return (
      <div ref={emailStylesRef} className="view email-step">
        <p className="muted">{t('codeSentTo')}</p>
        <p className="email-step-address">{args.email}</p>
        <p className="muted small">{t('codeExpires')}</p>
        <OtpInput
          id="email-login-code"
          label={t('code')}
          value={code}
          disabled={status !== 'code'}
          onChange={setCode}
          onComplete={(otp) => void submitLoginCode(host, auth, atoms, route, otp)}
        />
        <ErrorAlert message={shown(error)} />
        {status === 'verifying' ? <StatusLine text={t('checkingCode')} /> : null}
        {status === 'resending' ? <StatusLine text={t('sendingCode', { email: args.email })} /> : null}
        <button type="button" className="link small" disabled={status !== 'code' || resendIn > 0} onClick={resend}>
          {resendIn > 0 ? t('resendCodeIn', { seconds: resendIn }) : t('resendCode')}
        </button>
      </div>
    )
  }
}
