import { describe, expect, it } from 'vitest'
import { HOSTED_SESSIONS_LIST, HOSTED_SESSIONS_LIST_REVOKED } from '../testing/hosted/hostedSessions'
import { smartSessionsListSchema, toSmartSessions } from './sessionsApi'

describe('the sessions list against the hosted wire', () => {
  it('reads the hosted { pcis } answer, null url and all, into the sessions the view shows', () => {
    const [session] = toSmartSessions(smartSessionsListSchema.parse(HOSTED_SESSIONS_LIST), 1)
    expect(session).toEqual({
      pci: HOSTED_SESSIONS_LIST.pcis[0].pci,
      chainId: 1,
      project: { name: 'Portico sandbox', url: '' },
      expiry: 1_800_000_000,
      permissions: HOSTED_SESSIONS_LIST.pcis[0].permissions,
      revoked: false,
    })
    expect(toSmartSessions(smartSessionsListSchema.parse(HOSTED_SESSIONS_LIST_REVOKED), 1)[0]?.revoked).toBe(true)
  })

  it('refuses the shape Portico spoke before ({ sessions })', () => {
    expect(smartSessionsListSchema.safeParse({ sessions: [] }).success).toBe(false)
  })
})
