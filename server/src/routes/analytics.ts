import { z } from 'zod'
import { analyticsEvents } from '../analytics/schema'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/** One event of a batch as AppKit sends it (EventsController: `{ eventId, url, domain, timestamp, props }`). */
const analyticsEventSchema = z.object({
  eventId: z.string().max(100),
  url: z.string().max(2048).optional(),
  domain: z.string().max(255).optional(),
  timestamp: z.number(),
  props: z.record(z.string(), z.unknown()),
})

/** A batch; a bigger one is cut (a beacon holds a few dozen events at most). */
const batchSchema = z.array(z.unknown()).max(500)

/**
 * Analytics: `GET /getAnalyticsConfig` and `POST /batch`, stored in the database; only the
 * project's origins may send (403 'not an allowed origin'). An event that fails the schema is
 * dropped, its neighbours kept.
 */
export function registerAnalyticsRoutes(app: PorticoApp, context: ServerContext): void {
  const guard = checkProject(context, { enforceOrigin: true })
  app.get('/getAnalyticsConfig', checkProject(context, { enforceOrigin: false }), (c) => c.json({ isAnalyticsEnabled: context.config.analytics.enabled }))
  app.options('/batch', guard, (c) => c.body(null, 204))
  app.post('/batch', guard, async (c) => {
    const batch = batchSchema.parse(await c.req.json())
    const events = batch.flatMap((event) => {
      const parsed = analyticsEventSchema.safeParse(event)
      return parsed.success ? [parsed.data] : []
    })
    if (context.config.analytics.enabled && events.length > 0) {
      const project = c.get('project')
      const origin = c.req.header('origin') ?? null
      await context.db.insert(analyticsEvents).values(events.map((event) => ({ projectId: project.id, origin, event })))
    }
    return c.body(null, 202)
  })
}
