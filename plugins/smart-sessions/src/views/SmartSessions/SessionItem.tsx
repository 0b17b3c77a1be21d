import type { PluginHost } from '@portico/contracts'
import type { SmartSession } from '@portico/contracts/sessions'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import { revokeSession } from '../../actions/revokeSession'
import type { SmartSessionsAtoms } from '../../atoms'
import { smartSessionsCatalogue } from '../../i18n/smartSessionsCatalogue'
import { describePermission } from './describePermission'
import { sessionStatus } from './sessionStatus'

export interface SessionItemProps {
  session: SmartSession
}

/** One session: who asked, its status, chain, expiry and permissions, and Revoke while in force. */
export function createSessionItem(host: PluginHost, atoms: SmartSessionsAtoms): ComponentType<SessionItemProps> {
  return function SessionItem({ session }) {
    const t = useAtomValue(host.i18n.translator(smartSessionsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const revoking = useAtomValue(atoms.revoking)
    const error = useAtomValue(atoms.revokeErrors)[session.pci]
    const state = sessionStatus(session, Date.now())
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(session.expiry * 1000)
    return (
      <li data-testid={`session-${session.pci}`} className="list-item" style={{ flexDirection: 'column', alignItems: 'stretch', gap: 4 }}>
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
          {t(state === 'expiredStatus' ? 'expired' : 'expires', { date })}
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
  }
}
