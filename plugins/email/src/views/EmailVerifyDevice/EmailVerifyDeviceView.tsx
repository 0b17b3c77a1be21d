import type { AuthHost, PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { approveDevice, startDeviceApproval } from '../../actions/approveDevice'
import type { EmailAtoms } from '../../atoms'
import { emailCatalogue } from '../../i18n/emailCatalogue'
import { loginArgumentsSchema, routeArguments } from '../../routeArguments'
import { stepFor } from '@portico/contracts'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { emailStylesRef } from '../styles'
import { ResendLinkButton } from './ResendLinkButton'

/**
 * A new device: waits for its approval from the emailed link, then back to the code step. Says
 * where the link went (the address on its own line), where to look, and offers a new link.
 */
export function createEmailVerifyDeviceView(host: PluginHost, auth: AuthHost, atoms: EmailAtoms) {
  const { Problem, Icon } = uiOf(host)
  return function EmailVerifyDeviceView() {
    const route = useAtomValue(host.atoms.route)
    const stored = useAtomValue(atoms.device)
    const t = useAtomValue(host.i18n.translator(emailCatalogue))
    const shown = useShownError(host)

    useEffect(() => startDeviceApproval(host, auth, atoms, route), [route])

    const args = routeArguments(loginArgumentsSchema, route)
    const goBack = () => host.router.goBack()
    if (!args) return <Problem message={t('invalidEmail')} backLabel={t('goBack')} onBack={goBack} />
    const { status, error } = stepFor(stored, route, 'waiting')
    if (status === 'failed') {
      const retry = { label: t('tryAgain'), onRetry: () => void approveDevice(host, auth, atoms, route) }
      return <Problem message={shown(error) ?? ''} backLabel={t('goBack')} onBack={goBack} retry={retry} />
    }
    return (
      <div ref={emailStylesRef} className="view email-step">
        <span className="email-step-icon">
          <Icon name="mail" size={32} />
        </span>
        <p className="title">{t('approveDevice')}</p>
        <p className="muted">{t('linkSentTo')}</p>
        <p className="email-step-address">{args.email}</p>
        <p className="muted small">{t('inboxHint')}</p>
        <StatusLine text={t('waitingForApproval')} />
        <ResendLinkButton host={host} auth={auth} email={args.email} />
      </div>
    )
  }
}
