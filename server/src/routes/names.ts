import { answerHosted, readJsonBody } from '../engines/answerHosted'
import { lookupName } from '../engines/names/lookupName'
import { namesDepsOf } from '../engines/names/namesDepsOf'
import { registerName } from '../engines/names/registerName'
import { reverseNames } from '../engines/names/reverseNames'
import { suggestNames } from '../engines/names/suggestNames'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/**
 * The account names calls from the server's own registry: POST /v1/profile/account, GET
 * /v1/profile/account/{name}, /v1/profile/reverse/{address}, /v1/profile/suggestions/{name}.
 */
export function registerNamesRoutes(app: PorticoApp, context: ServerContext): void {
  const deps = namesDepsOf(context)
  const gate = checkProject(context, { enforceOrigin: false })
  app.post('/v1/profile/account', gate, (c) => answerHosted(c, async () => registerName(await readJsonBody(c), deps)))
  app.get('/v1/profile/account/:name', gate, (c) => answerHosted(c, () => lookupName({ ...c.req.query(), name: c.req.param('name') }, deps)))
  app.get('/v1/profile/reverse/:address', gate, (c) => answerHosted(c, () => reverseNames({ ...c.req.query(), address: c.req.param('address') }, deps)))
  app.get('/v1/profile/suggestions/:name', gate, (c) => answerHosted(c, () => suggestNames({ ...c.req.query(), name: c.req.param('name') }, deps)))
}
