import { answerHosted, readJsonBody } from '../engines/answerHosted'
import { answerCcipRead } from '../engines/names/answerCcipRead'
import { lookupName } from '../engines/names/lookupName'
import { namesDepsOf } from '../engines/names/namesDepsOf'
import { registerName } from '../engines/names/registerName'
import { reverseNames } from '../engines/names/reverseNames'
import { suggestNames } from '../engines/names/suggestNames'
import { z } from 'zod'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'
import { registerNameGate } from './registerNameGate'

const privateKeySchema = z.custom<`0x${string}`>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value))

/**
 * The account names calls from the server's own registry: POST /v1/profile/account, GET
 * /v1/profile/account/{name}, /v1/profile/reverse/{address}, /v1/profile/suggestions/{name};
 * POST /v1/ccip, the CCIP-read gateway, when `names.ccip` names a signer key that is in `keys`.
 */
export function registerNamesRoutes(app: PorticoApp, context: ServerContext): void {
  const deps = namesDepsOf(context)
  const gate = checkProject(context, { enforceOrigin: false })
  app.post('/v1/profile/account', registerNameGate(context), (c) => answerHosted(c, async () => registerName(await readJsonBody(c, context.config.maxJsonDepth), deps)))
  app.options('/v1/profile/account', registerNameGate(context))
  app.get('/v1/profile/account/:name', gate, (c) => answerHosted(c, () => lookupName({ ...c.req.query(), name: c.req.param('name') }, deps)))
  app.get('/v1/profile/reverse/:address', gate, (c) => answerHosted(c, () => reverseNames({ ...c.req.query(), address: c.req.param('address') }, deps)))
  app.get('/v1/profile/suggestions/:name', gate, (c) => answerHosted(c, () => suggestNames({ ...c.req.query(), name: c.req.param('name') }, deps)))
  const ccip = context.config.names.ccip
  const signerKey = ccip ? privateKeySchema.safeParse(context.config.keys[ccip.signerKey]).data : undefined
  if (ccip && signerKey) {
    const gateway = { store: deps.store, parent: ccip.parent, zone: context.config.names.zones[0] ?? 'reown.id', resolver: ccip.resolver, signerKey, ttlSeconds: ccip.ttlSeconds }
    // ENS clients (EIP-3668) send no project id: the gateway answers anyone, as ENS resolution is public.
    app.post('/v1/ccip', (c) => answerHosted(c, async () => answerCcipRead(await readJsonBody(c, context.config.maxJsonDepth), gateway)))
  }
}
