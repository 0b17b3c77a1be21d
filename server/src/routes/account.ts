import { z } from 'zod'
import { addressSchema } from '../config/tokenListSchema'
import { accountBalances } from '../engines/balance/accountBalances'
import { accountHistory } from '../engines/history/accountHistory'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'
import { unsupportedChain } from '../http/unsupportedChain'
import { hostedError } from '../http/hostedError'
import { UNREACHABLE_CHAINS_HEADER } from '../http/unreachableChainsHeader'

const balanceQuerySchema = z.object({
  currency: z.enum(['usd']).default('usd'),
  chainId: z.string().optional(),
  // The hosted service takes the token (CAIP-10) whose balance to re-read, as the client sends it
  // after a send; any value but 'false' reads the chain afresh.
  forceUpdate: z.string().max(1_000).optional(),
})

const historyQuerySchema = z.object({
  chainId: z.string().optional(),
  cursor: z.string().regex(/^\d{1,12}$/, 'Expected a cursor from a previous page').optional(),
})

const serialised = new WeakMap<object, string>()

/** `value`'s JSON, made once per object: a cached value is the same object until it is read again. */
function serialisedOnce(value: object): string {
  let json = serialised.get(value)
  if (json === undefined) serialised.set(value, (json = JSON.stringify(value)))
  return json
}

/**
 * `GET /v1/account/{address}/balance` and `/history` in the hosted wire. A balance across chains
 * answers the chains that answered, naming the others in UNREACHABLE_CHAINS_HEADER.
 */
export function registerAccountRoutes(app: PorticoApp, context: ServerContext): void {
  const guard = checkProject(context, { enforceOrigin: false })

  app.get('/v1/account/:address/balance', guard, async (c) => {
    const address = addressSchema.safeParse(c.req.param('address'))
    if (!address.success) return c.json(hostedError('address', 'The address provided is invalid'), 400)
    const query = balanceQuerySchema.parse(c.req.query())
    const chains = query.chainId ? [context.chains.get(query.chainId)] : [...context.chains.values()]
    if (query.chainId && !chains[0]) return c.json(unsupportedChain(query.chainId), 400)
    const forceUpdate = query.forceUpdate !== undefined && query.forceUpdate !== 'false'
    const known = chains.filter((chain) => chain !== undefined)
    const settled = await Promise.allSettled(known.map((chain) => accountBalances(context.cache, chain, address.data, forceUpdate)))
    const unreachable = known.filter((_, index) => settled[index]?.status === 'rejected').map((chain) => chain.config.id)
    // Every chain away: the first failure answers (a 503 in the hosted shape); some away: the others' balances.
    const failure = settled.find((result) => result.status === 'rejected')
    if (failure && unreachable.length === known.length) throw failure.reason
    if (unreachable.length > 0) c.header(UNREACHABLE_CHAINS_HEADER, unreachable.join(','))
    const [only] = settled
    // One chain's cached list is the same object on every hit: it is serialised once, not per request.
    if (settled.length === 1 && only?.status === 'fulfilled') return c.body(`{"balances":${serialisedOnce(only.value)}}`, 200, { 'Content-Type': 'application/json' })
    return c.json({ balances: settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])) })
  })

  app.get('/v1/account/:address/history', guard, async (c) => {
    const address = addressSchema.safeParse(c.req.param('address'))
    if (!address.success) return c.json(hostedError('address', 'The address provided is invalid'), 400)
    const query = historyQuerySchema.parse(c.req.query())
    // Without a chain, the first chain that has a history source (one cursor walks one chain).
    const chain = query.chainId ? context.chains.get(query.chainId) : [...context.chains.values()].find((entry) => entry.config.history)
    if (!chain?.config.history) return c.json(unsupportedChain(query.chainId ?? 'none'), 400)
    return c.json(await accountHistory(context.cache, chain, address.data, query.cursor, { pageSize: context.config.historyPageSize, timeoutMs: context.config.upstreamTimeoutMs }))
  })
}
