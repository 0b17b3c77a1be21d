import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'
import { remoteFeatures } from '../engines/projectConfig/remoteFeatures'

/**
 * What AppKit asks the catalogue host about its project at start (each with `projectId`, `st`,
 * `sv`), answered from the project's config: its remote feature switches (`/appkit/v1/config`),
 * its allowed origins (`/projects/v1/origins`; AppKit alerts 'origin not allowed' on a page
 * elsewhere) and its plan (`/appkit/v1/project-limits`: a self-hosted project has no quota to pass).
 */
export function registerAppKitProjectRoutes(app: PorticoApp, context: ServerContext): void {
  const guard = checkProject(context, { enforceOrigin: false })
  app.get('/appkit/v1/config', guard, (c) => c.json({ features: remoteFeatures(c.get('project').features) }))
  app.get('/projects/v1/origins', guard, (c) => c.json({ allowedOrigins: c.get('project').allowedOrigins }))
  app.get('/appkit/v1/project-limits', guard, (c) => c.json({ planLimits: { tier: 'none', isAboveMauLimit: false, isAboveRpcLimit: false } }))
}
