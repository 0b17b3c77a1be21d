import { z } from 'zod'
import type { AnalyticsRow } from '../analytics/createAnalyticsWriter'
import { checkProject } from '../http/checkProject'
import { hostedError } from '../http/hostedError'
import { readJson } from '../http/readJson'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/** One event of a batch as AppKit sends it (EventsController: `{ eventId, url, domain, timestamp, props }`). */
const analyticsEventSchema = z.object({
  eventId: z.string().max(100),
  url: z.string().max(2048).optional(),
  domain: z.string().max(255).optional(),
  timestamp: z.number(),
  props: z.record(z.string(), z.unknown()),
})

// PostgreSQL's jsonb takes no NUL character and no lone surrogate; JSON text shows both as escapes.
const UNSTORABLE_TEXT = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i

/** Why an event is dropped, or undefined when it is stored. */
function dropReason(event: unknown, maxEventBytes: number): 'invalid' | 'too_large' | undefined {
  const json = JSON.stringify(event)
  if (Buffer.byteLength(json) > maxEventBytes) return 'too_large'
  if (UNSTORABLE_TEXT.test(json) || !analyticsEventSchema.safeParse(event).success) return 'invalid'
  return undefined
}

/**
 * Analytics: `GET /getAnalyticsConfig` and `POST /batch`. A batch comes from a page of one of the
 * project's origins (403 'not an allowed origin' otherwise, a missing Origin included: the modal
 * sends it with `sendBeacon`); it holds at most `analytics.maxEventsPerBatch` events, each at
 * most `analytics.maxEventBytes`; an event that fails a check is dropped (and counted), its
 * neighbours kept. Events are written in the background and kept `analytics.retentionDays`.
 */
export function registerAnalyticsRoutes(app: PorticoApp, context: ServerContext): void {
  const guard = checkProject(context, { enforceOrigin: true })
  const { maxEventsPerBatch, maxEventBytes, enabled } = context.config.analytics
  const batchSchema = z.array(z.unknown())
  app.get('/getAnalyticsConfig', checkProject(context, { enforceOrigin: false }), (c) => c.json({ isAnalyticsEnabled: enabled }))
  app.options('/batch', guard, (c) => c.body(null, 204))
  app.post('/batch', guard, async (c) => {
    const origin = c.req.header('origin')
    if (origin === undefined) return c.json(hostedError('origin', 'not an allowed origin'), 403)
    const batch = batchSchema.parse(await readJson(c, context.config.maxJsonDepth))
    const project = c.get('project')
    const rows: AnalyticsRow[] = []
    for (const event of batch.slice(0, maxEventsPerBatch)) {
      const reason = dropReason(event, maxEventBytes)
      if (reason) context.metrics.analyticsDropped.inc({ reason })
      else rows.push({ projectId: project.id, origin, event: event as Record<string, unknown> })
    }
    if (batch.length > maxEventsPerBatch) context.metrics.analyticsDropped.inc({ reason: 'too_many' }, batch.length - maxEventsPerBatch)
    if (enabled && rows.length > 0) context.analytics.add(rows)
    return c.body(null, 202)
  })
}
