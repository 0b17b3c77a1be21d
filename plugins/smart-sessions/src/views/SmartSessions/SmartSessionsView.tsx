import { arrive, stepFor, type PluginHost, type ViewComponent } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { loadSessions } from '../../actions/loadSessions'
import type { SmartSessionsAtoms } from '../../atoms'
import { smartSessionsCatalogue } from '../../i18n/smartSessionsCatalogue'
import { createSessionItem } from './SessionItem'

/**
 * The account's sessions (GET /v1/sessions/{address}): who asked, on which chain, the key, the
 * expiry, what it may do, and whether it is active, expired or revoked; Revoke on the ones still
 * in force. Loads once per arrival; a failure shows with Try again, an empty list says so.
 */
export function createSmartSessionsView(host: PluginHost, atoms: SmartSessionsAtoms): ViewComponent {
  const SessionItem = createSessionItem(host, atoms)
  const load = (arrival = host.store.get(host.atoms.route)) => {
    host.store.set(atoms.step, { arrival, status: 'loading', error: undefined })
    void loadSessions(host, atoms, arrival)
  }
  return function SmartSessionsView() {
    const t = useAtomValue(host.i18n.translator(smartSessionsCatalogue))
    const account = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    const route = useAtomValue(host.atoms.route)
    const step = stepFor(useAtomValue(atoms.step), route, 'loading')
    const listed = useAtomValue(atoms.sessions)
    const address = account.caipAddress
    const onEvm = network?.chainNamespace === 'eip155'

    useEffect(() => {
      if (address && onEvm && arrive(host.store, atoms.step, route, 'loading')) void loadSessions(host, atoms, route)
    }, [route, address, onEvm])

    if (!address || !onEvm) {
      return (
        <p className="view muted" role="alert">
          {t('connectFirst')}
        </p>
      )
    }
    if (step.status === 'failed') {
      return (
        <div className="view">
          <p className="alert" role="alert" data-testid="sessions-error">
            {t('loadFailed', { error: step.error ?? '' })}
          </p>
          <button type="button" className="button" onClick={() => load()}>
            {t('tryAgain')}
          </button>
        </div>
      )
    }
    const sessions = listed?.address === address ? listed.sessions : undefined
    if (step.status === 'loading' && !sessions) {
      return (
        <p className="view muted" role="status" data-testid="sessions-loading">
          {t('loading')}
        </p>
      )
    }
    if (!sessions || sessions.length === 0) {
      return (
        <p className="view muted" data-testid="sessions-empty">
          {t('empty')}
        </p>
      )
    }
    return (
      <div className="view">
        <ul className="wallet-list" aria-label={t('sessionList')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((session) => (
            <SessionItem key={`${session.chainId}:${session.pci}`} session={session} />
          ))}
        </ul>
      </div>
    )
  }
}
