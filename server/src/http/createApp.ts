import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError } from 'zod'
import { registerAccountRoutes } from '../routes/account'
import { registerAnalyticsRoutes } from '../routes/analytics'
import { registerConvertRoutes } from '../routes/convert'
import { registerFungibleRoutes } from '../routes/fungible'
import { registerHealthRoutes } from '../routes/health'
import { registerIdentityRoutes } from '../routes/identity'
import { registerNamesRoutes } from '../routes/names'
import { registerOnrampRoutes } from '../routes/onramp'
import { registerRpcRoutes } from '../routes/rpc'
import { registerSessionsRoutes } from '../routes/sessions'
import { registerSupportedChainsRoutes } from '../routes/supportedChains'
import { registerWalletRoutes } from '../routes/wallets'
import { HostedError } from '../engines/hostedError'
import { answerUpstreamFailure } from './answerUpstreamFailure'
import { checkProject } from './checkProject'
import { hostedError } from './hostedError'
import { limitBodies } from './limitBody'
import { observeRequests } from './observeRequests'
import { securityHeaders } from './securityHeaders'
import type { PorticoApp, ServerContext } from './serverContext'
import { UpstreamError } from './upstreamError'

/** A route module: registers its routes, each behind checkProject where the hosted service checks. */
export type RegisterRoutes = (app: PorticoApp, context: ServerContext) => void

/** Every area of the server; an engine adds its `registerXRoutes` here. */
export const ROUTE_MODULES: readonly RegisterRoutes[] = [
  registerHealthRoutes,
  registerSupportedChainsRoutes,
  registerAccountRoutes,
  registerFungibleRoutes,
  registerIdentityRoutes,
  registerRpcRoutes,
  registerWalletRoutes,
  registerAnalyticsRoutes,
  registerConvertRoutes,
  registerNamesRoutes,
  registerSessionsRoutes,
  registerOnrampRoutes,
]

/**
 * The Hono app: request metrics and logs, `nosniff` and the SVG policy on every answer, body
 * limits, the route modules, errors in the hosted shape.
 */
export function createApp(context: ServerContext, modules: readonly RegisterRoutes[] = ROUTE_MODULES): PorticoApp {
  const app: PorticoApp = new Hono()
  app.use('*', observeRequests(context))
  app.use('*', securityHeaders())
  app.use('*', limitBodies(context.config.bodyLimits))
  for (const register of modules) register(app, context)
  // A JSON POST from a page is preflighted: every REST path answers OPTIONS through the project gate
  // (its CORS headers), not only those that registered their own.
  app.options('*', checkProject(context, { enforceOrigin: false }))
  app.onError((error, c) => {
    if (error instanceof ZodError) {
      const issue = error.issues[0]
      return c.json(hostedError(issue?.path.join('.') ?? '', `Invalid parameter: ${issue?.message ?? 'invalid'}`), 400)
    }
    if (error instanceof UpstreamError) return answerUpstreamFailure(c, error, context)
    if (error instanceof HostedError) return c.json(error.body, error.status as ContentfulStatusCode)
    context.logger.error({ err: error, route: c.req.routePath }, 'request failed')
    return c.json(hostedError('internal', 'Internal server error'), 500)
  })
  return app
}
