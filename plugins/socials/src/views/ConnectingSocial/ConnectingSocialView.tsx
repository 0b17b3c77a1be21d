import { SOCIAL_LOGIN_CANCELLED, stepFor, type AuthHost, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { signInWithProvider, startSocialSignIn } from '../../actions/signInWithProvider'
import type { SocialsAtoms } from '../../atoms'
import { socialsCatalogue } from '../../i18n/socialsCatalogue'
import { routeArguments, socialArgumentsSchema } from '../../routeArguments'
import { SOCIAL_PROVIDER_NAMES } from '../../socialProviders'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { socialsStylesRef } from '../styles'
import { ProviderMark } from './ProviderMark'

/**
 * Sign-in with a provider (`arguments.provider`) in the window the shell opened for it: the
 * provider's mark and name, where to go on, Cancel and Reopen (the window went behind the page);
 * a closed window says the sign-in was cancelled, with a retry.
 */
export function createConnectingSocialView(host: PluginHost, auth: AuthHost, atoms: SocialsAtoms) {
  const { Problem } = uiOf(host)
  return function ConnectingSocialView() {
    const route = useAtomValue(host.atoms.route)
    const stored = useAtomValue(atoms.social)
    const t = useAtomValue(host.i18n.translator(socialsCatalogue))
    const shown = useShownError(host)

    useEffect(() => startSocialSignIn(host, auth, atoms, route), [route])

    const args = routeArguments(socialArgumentsSchema, route)
    const goBack = () => host.router.goBack()
    if (!args) return <Problem message={t('invalidProvider')} backLabel={t('goBack')} onBack={goBack} />
    const provider = SOCIAL_PROVIDER_NAMES[args.provider]
    const { status, error } = stepFor(stored, route, 'signingIn')
    if (status === 'failed') {
      // Called within the click: the shell's facade may open a new sign-in window for it.
      const retry = { label: t('tryAgain'), onRetry: () => void signInWithProvider(host, auth, atoms, route, args.provider) }
      const message = error === SOCIAL_LOGIN_CANCELLED ? t('signInCancelled') : (shown(error) ?? '')
      return <Problem message={message} backLabel={t('goBack')} onBack={goBack} retry={retry} />
    }
    return (
      <div ref={socialsStylesRef} className="view socials-step">
        <ProviderMark provider={args.provider} />
        <p className="title">{t('logInWith', { provider })}</p>
        <StatusLine text={t('continueInWindow', { provider })} />
        <div className="socials-actions">
          <button type="button" className="list-item" onClick={goBack}>
            {t('cancel')}
          </button>
          <button type="button" className="button" aria-label={t('reopenLabel', { provider })} onClick={() => auth.reopenSocialWindow()}>
            {t('reopen')}
          </button>
        </div>
      </div>
    )
  }
}
