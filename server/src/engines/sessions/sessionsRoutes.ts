import { Hono } from 'hono'
import { answerHosted, readJsonBody } from '../answerHosted'
import { listSessions } from './listSessions'
import { revokeSession } from './revokeSession'
import type { SessionsDeps } from './sessionsDeps'

/**
 * The smart sessions calls over HTTP: GET /v1/sessions/{CAIP-10} and POST /v1/sessions/{CAIP-10}/revoke.
 * @example app.route('/', sessionsRoutes(deps))
 */
export function sessionsRoutes(deps: SessionsDeps): Hono {
  const app = new Hono()
  app.get('/v1/sessions/:address', (c) => answerHosted(c, () => listSessions({ address: c.req.param('address'), projectId: c.req.query('projectId') }, deps)))
  app.post('/v1/sessions/:address/revoke', (c) =>
    answerHosted(c, async () => revokeSession({ address: c.req.param('address'), projectId: c.req.query('projectId'), body: await readJsonBody(c) }, deps)),
  )
  return app
}
