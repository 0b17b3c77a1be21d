import { arrive, stepFor, type PluginHost } from '@portico/contracts'
import type { SmartSession } from '@portico/contracts/sessions'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { loadSessions } from '../../actions/loadSessions'
import { revokeSession } from '../../actions/revokeSession'
import type { SmartSessionsAtoms } from '../../atoms'
import { smartSessionsCatalogue } from '../../i18n/smartSessionsCatalogue'
import { describePermission } from './describePermission'

/**
 * The account's sessions (GET /v1/sessions/{address}): who asked, on which chain, the key, the
 * expiry, what it may do, and whether it is active, expired or revoked; Revoke on the ones still
 * in force. Loads once per arrival; a failure shows with Try again, an empty list says so.
 */
export function createSmartSessionsView(host: PluginHost, atoms: SmartSessionsAtoms) {
  const load = (arrival = host.store.get(host.atoms.route)) => {
    host.store.set(atoms.step, { arrival, status: 'loading', error: undefined })
    void loadSessions(host, atoms, arrival)
  }
  return function SmartSessionsView() {
    const t = useAtomValue(host.i18n.translator(smartSessionsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const account = useAtomValue(host.atoms.account)
    const network = useAtomValue(host.atoms.network)
    const route = useAtomValue(host.atoms.route)
    const step = stepFor(useAtomValue(atoms.step), route, 'loading')
    const listed = useAtomValue(atoms.sessions)
    const revoking = useAtomValue(atoms.revoking)
    const revokeErrors = useAtomValue(atoms.revokeErrors)
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
    const dateText = (seconds: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(seconds * 1000)
    const status = (session: SmartSession) => (session.revoked ? 'revoked' : session.expiry * 1000 <= Date.now() ? 'expiredStatus' : 'active')
    return (
      <div className="view">
        <ul className="wallet-list" aria-label={t('sessionList')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((session) => {
            const state = status(session)
            const error = revokeErrors[session.pci]
            return (
              <li key={`${session.chainId}:${session.pci}`} data-testid={`session-${session.pci}`} className="list-item" style={{ flexDirection: 'column', alignItems: 'stretch', gap: 4 }}>
                <span className="list-item-name" title={session.project.url}>
                  {session.project.name || t('unnamedProject')} <span className="muted small">{session.project.url}</span>
                </span>
                <span className="small" data-testid="session-status">
                  {t(state)}
                </span>
                <span className="muted small">
                  {t('onChain', { chainId: String(session.chainId) })}
                </span>
                <span className="muted small" data-testid="session-expiry">
                  {t(state === 'expiredStatus' ? 'expired' : 'expires', { date: dateText(session.expiry) })}
                </span>
                <ul className="small" style={{ margin: 0, paddingInlineStart: 16 }}>
                  {session.permissions.map((permission, index) => (
                    <li key={index}>{describePermission(t, permission)}</li>
                  ))}
                </ul>
                {error ? (
                  <p className="alert small" role="alert" data-testid="session-revoke-error">
                    {t('revokeFailed', { error })}
                  </p>
                ) : null}
                {state === 'revoked' ? null : (
                  <button
                    type="button"
                    className="button"
                    data-testid="session-revoke"
                    disabled={revoking !== undefined}
                    aria-busy={revoking === session.pci}
                    onClick={() => void revokeSession(host, atoms, session, t('sessionRevoked'))}
                  >
                    {revoking === session.pci ? t('revoking') : t('revoke')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    )
  }
}
