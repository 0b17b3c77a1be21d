import type { AuthHost, PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { signInWithFarcaster, startFarcasterSignIn } from '../../actions/signInWithFarcaster'
import type { SocialsAtoms } from '../../atoms'
import { socialsCatalogue } from '../../i18n/socialsCatalogue'
import { stepFor } from '@portico/contracts'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { socialsStylesRef } from '../styles'
import { FarcasterLinkPanel } from './FarcasterLinkPanel'

/** Sign In With Farcaster (SPEC section 2): a link to approve in the Farcaster app, then connected. */
export function createConnectingFarcasterView(host: PluginHost, auth: AuthHost, atoms: SocialsAtoms) {
  const { Problem } = uiOf(host)
  return function ConnectingFarcasterView() {
    const route = useAtomValue(host.atoms.route)
    const stored = useAtomValue(atoms.farcaster)
    const link = useAtomValue(atoms.farcasterLink)
    const t = useAtomValue(host.i18n.translator(socialsCatalogue))
    const shown = useShownError(host)

    useEffect(() => startFarcasterSignIn(host, auth, atoms, route), [route])

    const { status, error } = stepFor(stored, route, 'gettingLink')
    if (status === 'failed' || status === 'refused') {
      // A new try gets a new link: a Farcaster link serves one sign-in.
      const retry = { label: t('tryAgain'), onRetry: () => void signInWithFarcaster(host, auth, atoms, route) }
      const message = status === 'refused' ? t('unsafeFarcasterLink') : (shown(error) ?? '')
      return <Problem message={message} backLabel={t('goBack')} onBack={() => host.router.goBack()} retry={retry} />
    }
    return (
      <div ref={socialsStylesRef} className="view socials-step">
        {status === 'waiting' && link?.arrival === route ? <FarcasterLinkPanel host={host} t={t} uri={link.uri} /> : <StatusLine text={t('gettingFarcasterLink')} />}
      </div>
    )
  }
}
