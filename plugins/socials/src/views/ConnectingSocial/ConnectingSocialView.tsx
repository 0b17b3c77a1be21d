import type { AuthHost, PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { signInWithProvider, startSocialSignIn } from '../../actions/signInWithProvider'
import type { SocialsAtoms } from '../../atoms'
import { socialsCatalogue } from '../../i18n/socialsCatalogue'
import { routeArguments, socialArgumentsSchema } from '../../routeArguments'
import { SOCIAL_PROVIDER_NAMES } from '../../socialProviders'
import { stepFor } from '@portico/contracts'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { socialsStylesRef } from '../styles'

/** Sign-in with a provider (`arguments.provider`) in the window the shell opened for it. */
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
    const { status, error } = stepFor(stored, route, 'signingIn')
    if (status === 'failed') {
      // Called within the click: the shell's facade may open a new sign-in window for it.
      const retry = { label: t('tryAgain'), onRetry: () => void signInWithProvider(host, auth, atoms, route, args.provider) }
      return <Problem message={shown(error) ?? ''} backLabel={t('goBack')} onBack={goBack} retry={retry} />
    }
    return (
      <div ref={socialsStylesRef} className="view socials-step">
        <StatusLine text={t('continueInWindow', { provider: SOCIAL_PROVIDER_NAMES[args.provider] })} />
      </div>
    )
  }
}
