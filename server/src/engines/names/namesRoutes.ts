import { Hono } from 'hono'
import { answerHosted, readJsonBody } from '../answerHosted'
import { lookupName } from './lookupName'
import type { NamesDeps } from './namesDeps'
import { registerName } from './registerName'
import { reverseNames } from './reverseNames'
import { suggestNames } from './suggestNames'

/**
 * The names calls over HTTP: POST /v1/profile/account, GET /v1/profile/account/{name},
 * /v1/profile/reverse/{address}, /v1/profile/suggestions/{name}.
 * @example app.route('/', namesRoutes(deps))
 */
export function namesRoutes(deps: NamesDeps): Hono {
  const app = new Hono()
  app.post('/v1/profile/account', (c) => answerHosted(c, async () => registerName(await readJsonBody(c), deps)))
  app.get('/v1/profile/account/:name', (c) => answerHosted(c, () => lookupName({ ...c.req.query(), name: c.req.param('name') }, deps)))
  app.get('/v1/profile/reverse/:address', (c) => answerHosted(c, () => reverseNames({ ...c.req.query(), address: c.req.param('address') }, deps)))
  app.get('/v1/profile/suggestions/:name', (c) => answerHosted(c, () => suggestNames({ ...c.req.query(), name: c.req.param('name') }, deps)))
  return app
}
