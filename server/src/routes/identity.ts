import { z } from 'zod'
import { addressSchema } from '../config/tokenListSchema'
import { readEnsIdentity } from '../engines/identity/readEnsIdentity'
import { checkProject } from '../http/checkProject'
import { hostedError } from '../http/hostedError'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/** Names change rarely; an hour, as the hosted identity cache. */
export const IDENTITY_TTL_MS = 3_600_000

/** An address nobody names yet: a minute, so a name its owner has just registered shows within one. */
export const NO_IDENTITY_TTL_MS = 60_000

const identitySchema = z.object({ name: z.string().nullable(), avatar: z.string().nullable() })

/**
 * `GET /v1/identity/{address}`: the ENS name and avatar from the first chain with an ENS registry,
 * else the server's own names; `{ name: null, avatar: null }` when nobody names the address.
 */
export function registerIdentityRoutes(app: PorticoApp, context: ServerContext): void {
  app.get('/v1/identity/:address', checkProject(context, { enforceOrigin: false }), async (c) => {
    const address = addressSchema.safeParse(c.req.param('address'))
    if (!address.success) return c.json(hostedError('address', 'The address provided is invalid'), 400)
    const key = `identity:${address.data.toLowerCase()}`
    const cached = await context.cache.get('identity', key, identitySchema)
    if (cached) return c.json(cached)
    const ensChain = [...context.chains.values()].find((chain) => chain.config.ensRegistry)
    const ens = ensChain?.config.ensRegistry ? await readEnsIdentity(ensChain, ensChain.config.ensRegistry, address.data) : null
    const identity = ens ?? (await context.names.reverse(address.data)) ?? { name: null, avatar: null }
    await context.cache.set(key, identity, identity.name === null ? NO_IDENTITY_TTL_MS : IDENTITY_TTL_MS)
    return c.json(identity)
  })
}
