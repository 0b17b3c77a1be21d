import { onrampProvidersFor, type PluginHost } from '@portico/contracts'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { buyWithProvider } from '../../actions/buyWithProvider'
import { onrampCatalogue } from '../../i18n/onrampCatalogue'
import type { OnrampAtoms } from '../../atoms'
import { onrampUnavailableReason } from '../../onrampUnavailableReason'
import { providerLogo } from '../../providerLogos'
import { uiOf } from '../../ui'

/** The onramp providers serving the active network, each with its fee range; a pick opens it. */
export function createOnRampProvidersView(host: PluginHost, atoms: OnrampAtoms, timeZone: string | undefined) {
  const { Logo } = uiOf(host)
  return function OnRampProvidersView() {
    const account = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    const pending = useAtomValue(atoms.pending)
    const error = useAtomValue(atoms.error)
    const setError = useSetAtom(atoms.error)
    const t = useAtomValue(host.i18n.translator(onrampCatalogue))

    // A failure belongs to this visit: coming back later starts clean.
    useEffect(() => () => setError(undefined), [])

    if (!account.address) {
      return (
        <p className="view muted" role="alert">
          {t('connectFirst')}
        </p>
      )
    }
    const unavailable = onrampUnavailableReason(network, timeZone, t)
    if (unavailable) {
      return (
        <p className="view muted" role="alert" data-testid="onramp-unavailable">
          {unavailable}
        </p>
      )
    }
    const providers = onrampProvidersFor(network?.chainNamespace)
    return (
      <div className="view onramp-providers">
        {error ? (
          <p className="alert" role="alert" data-testid="onramp-error">
            {error}
          </p>
        ) : null}
        <ul className="wallet-list" aria-label={t('onrampProviders')}>
          {providers.map((provider) => (
            <li key={provider.name}>
              <button
                type="button"
                className="list-item"
                data-testid={`onramp-provider-${provider.name}`}
                disabled={pending !== undefined}
                aria-busy={pending === provider.name}
                onClick={() => void buyWithProvider(host, atoms, provider)}
              >
                <Logo src={providerLogo(provider.name)} name={provider.label} size={32} shape="square" />
                <span className="list-item-name">{provider.label}</span>
                <span className="muted small" data-testid={`onramp-provider-fee-${provider.name}`}>
                  {pending === provider.name ? t('opening') : t('fees', { range: provider.feeRange })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <p className="muted small">{t('opensInNewWindow', { network: network?.name ?? '' })}</p>
      </div>
    )
  }
}
