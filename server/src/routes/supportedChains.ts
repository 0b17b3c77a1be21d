import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/** `GET /v1/supported-chains`: the configured chains, `{ http, ws }` as hosted (no WebSocket here). */
export function registerSupportedChainsRoutes(app: PorticoApp, context: ServerContext): void {
  app.get('/v1/supported-chains', checkProject(context, { enforceOrigin: false }), (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ http: context.config.chains.map((chain) => chain.id), ws: [] })
  })
}
