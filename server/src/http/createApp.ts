import { Hono, type MiddlewareHandler } from 'hono'
import { registerAccountRoutes } from '../routes/account'
import { registerAnalyticsRoutes } from '../routes/analytics'
import { registerAppKitProjectRoutes } from '../routes/appkitProject'
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
import { checkProject } from './checkProject'
import { sendHostedAnswer } from './hostedAnswer'
import { hostedAnswerOfError } from './hostedAnswerOfError'
import { hostedError } from './hostedError'
import { answerBusy } from './limitConcurrency'
import { bindRequestSignal } from './requestSignal'
import { limitBodies } from './limitBody'
import { observeRequests } from './observeRequests'
import { securityHeaders } from './securityHeaders'
import type { PorticoApp, ServerContext } from './serverContext'

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
  registerAppKitProjectRoutes,
]

/** Paths that answer whatever the load: a balancer's and a scraper's. */
const ALWAYS_ANSWERED = new Set(['/health', '/ready', '/metrics'])

/** At most `concurrency.perInstance` requests in flight; past it, 503 at once. */
function limitInstance(context: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    if (ALWAYS_ANSWERED.has(c.req.path)) return next()
    if (!context.inFlight.enter('', context.config.concurrency.perInstance)) return answerBusy(c)
    try {
      await next()
    } finally {
      context.inFlight.leave('')
    }
  }
}

/**
 * The Hono app: request metrics and logs, `nosniff` and the SVG policy on every answer, body
 * limits, the instance's bound on requests in flight, each request's signal for its upstream
 * calls, the route modules, errors in the hosted shape (a database that is away: 503).
 */
export function createApp(context: ServerContext, modules: readonly RegisterRoutes[] = ROUTE_MODULES): PorticoApp {
  const app: PorticoApp = new Hono()
  app.use('*', observeRequests(context))
  app.use('*', securityHeaders())
  app.use('*', limitInstance(context))
  app.use('*', bindRequestSignal(context.config.upstreamTimeoutMs))
  app.use('*', limitBodies(context.config.bodyLimits))
  for (const register of modules) register(app, context)
  // A JSON POST from a page is preflighted: every REST path answers OPTIONS through the project gate
  // (its CORS headers), not only those that registered their own.
  app.options('*', checkProject(context, { enforceOrigin: false }))
  app.onError((error, c) => sendHostedAnswer(c, hostedAnswerOfError(error, c.req.routePath, context)))
  // A path or method no route answers: the hosted shape too, not Hono's plain-text 404.
  app.notFound((c) => c.json(hostedError('path', 'Not found: no route answers this method and path'), 404))
  return app
}
