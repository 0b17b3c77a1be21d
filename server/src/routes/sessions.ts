import { answerHosted, readJsonBody } from '../engines/answerHosted'
import { listSessions } from '../engines/sessions/listSessions'
import { revokeSession } from '../engines/sessions/revokeSession'
import { sessionsDepsOf } from '../engines/sessions/sessionsDepsOf'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/**
 * The smart sessions calls from the session accounts' log index: GET /v1/sessions/{CAIP-10} and
 * POST /v1/sessions/{CAIP-10}/revoke (an empty 200).
 */
export function registerSessionsRoutes(app: PorticoApp, context: ServerContext): void {
  const deps = sessionsDepsOf(context)
  const gate = checkProject(context, { enforceOrigin: false })
  app.get('/v1/sessions/:address', gate, (c) => answerHosted(c, () => listSessions({ address: c.req.param('address'), projectId: c.req.query('projectId') }, deps)))
  app.post('/v1/sessions/:address/revoke', gate, (c) =>
    answerHosted(c, async () => revokeSession({ address: c.req.param('address'), projectId: c.req.query('projectId'), body: await readJsonBody(c, context.config.maxJsonDepth) }, deps)),
  )
}
