import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { EmailAtoms } from '../../atoms'
import { emailCatalogue } from '../../i18n/emailCatalogue'
import { loginArgumentsSchema, routeArguments } from '../../routeArguments'
import { uiOf } from '../../ui'
import { useShownError } from '../parts/useShownError'
import { emailStylesRef } from '../styles'

/**
 * Email login that could not start (no code was sent: the auth service out of reach, the cooldown,
 * a refusal): titled as email login, not as the code step. Says what failed for which address and
 * why in a wallet holder's words; Try again starts the code step anew.
 */
export function createEmailLoginFailedView(host: PluginHost, atoms: EmailAtoms) {
  const { Icon, Problem } = uiOf(host)
  return function EmailLoginFailedView() {
    const route = useAtomValue(host.atoms.route)
    const login = useAtomValue(atoms.login)
    const t = useAtomValue(host.i18n.translator(emailCatalogue))
    const shown = useShownError(host)

    const args = routeArguments(loginArgumentsSchema, route)
    const goBack = () => host.router.goBack()
    if (!args) return <Problem message={t('invalidEmail')} backLabel={t('goBack')} onBack={goBack} />
    // Opened without a failed request (a dapp's open()): the service is what stands in the way.
    const reason = (login.status === 'failed' ? shown(login.error) : undefined) ?? t('serviceUnavailable')
    return (
      <div ref={emailStylesRef} className="view email-step">
        <span className="email-step-icon failed">
          <Icon name="mail" size={32} />
        </span>
        <div className="email-step-failure" role="alert">
          <p className="title error">{t('codeNotSent')}</p>
          <p className="email-step-address">{args.email}</p>
          <p className="muted">{reason}</p>
        </div>
        <div className="button-row">
          <button type="button" className="list-item" onClick={goBack}>
            {t('goBack')}
          </button>
          <button type="button" className="button" onClick={() => host.router.replace('EmailVerifyOtp', { email: args.email })}>
            {t('tryAgain')}
          </button>
        </div>
      </div>
    )
  }
}
