import { Hono } from 'hono'
import { convertRoutes } from './convert/convertRoutes'
import type { EnginesDeps } from './createEnginesDeps'
import { namesRoutes } from './names/namesRoutes'
import { onrampRoutes } from './onramp/onrampRoutes'
import { sessionsRoutes } from './sessions/sessionsRoutes'

/**
 * The convert, names, sessions and onramp calls of the Blockchain API, in one app to mount.
 * @example app.route('/', enginesRoutes(createEnginesDeps(config, db)))
 */
export function enginesRoutes(deps: EnginesDeps): Hono {
  const app = new Hono()
  app.route('/', convertRoutes(deps.convert))
  app.route('/', namesRoutes(deps.names))
  app.route('/', sessionsRoutes(deps.sessions))
  app.route('/', onrampRoutes(deps.onramp))
  return app
}
