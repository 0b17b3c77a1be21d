import type { AuthContext } from './authContext'
import type { AuditEntry, AuditEvent } from './authStore'

/**
 * Appends one event to the audit log, at the service's time: who (user, device) and a few facts
 * (`details`), never a code, a secret, a share or a token.
 * @example await recordAudit(ctx, 'login', { userId: user.id, deviceId, details: { method: 'email' } })
 */
export async function recordAudit(ctx: AuthContext, event: AuditEvent, { userId = null, deviceId = null, details = {} }: Partial<Omit<AuditEntry, 'at' | 'event'>>): Promise<void> {
  await ctx.store.appendAudit({ at: ctx.now(), event, userId, deviceId, details })
}
