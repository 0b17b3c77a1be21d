import { AlertMessages, httpStatusMessage } from '@portico/contracts'
import * as z from 'zod/mini'
import { sdkQuery } from '../api/sdkQuery'
import type { AppKitEvent } from '../core/events'
import type { ShellContext } from '../core/shellContext'

const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** Set once a 403 was shown, so the alert appears once per browser session. */
const ALERTED_KEY = '@portico/invalid-app-configuration-alerted'

/** What sends analytics events. */
export interface AnalyticsSender {
  /** Sends the pending events as one batch (taking them out of the list), or drops them when analytics is off. */
  flush: (pending: AppKitEvent[]) => Promise<void>
  /** The page is going away: the pending events as one beacon, when the config already allowed it. */
  beacon: (pending: AppKitEvent[]) => void
}

/**
 * What sends analytics events (SPEC sections 6 and 7), its own chunk loaded on the first intent:
 * it fetches /getAnalyticsConfig at once, and sends nothing when the config says no or fails.
 * Events go in batches, as the hosted analytics service takes them (AppKit's EventsController):
 * one JSON array to POST `{analyticsApiUrl}/batch` with projectId, st and sv, by fetch while the
 * page is shown (a 403 raises 'Invalid App Configuration' once per session), by
 * navigator.sendBeacon when it is hidden or left (no answer to read then).
 */
export function createAnalyticsSender(ctx: ShellContext, fetchImpl: typeof fetch): AnalyticsSender {
  let enabledNow: boolean | undefined
  const enabled = ctx.api.walletKit
    .get('/getAnalyticsConfig', analyticsConfigSchema)
    .then((config) => config.isAnalyticsEnabled)
    .catch(() => false)
    .then((value) => (enabledNow = value))

  const alertOnce = () => {
    try {
      if (globalThis.sessionStorage?.getItem(ALERTED_KEY)) return
      globalThis.sessionStorage?.setItem(ALERTED_KEY, '1')
    } catch {
      // No session storage: alert anyway, once for this page.
    }
    ctx.store.set(ctx.atoms.alert, AlertMessages.INVALID_APP_CONFIGURATION)
  }

  const batchUrl = () => {
    const base = ctx.options.analyticsApiUrl
    const url = new URL('batch', base.endsWith('/') ? base : `${base}/`)
    for (const [key, value] of Object.entries(sdkQuery(ctx.options.projectId))) if (value) url.searchParams.set(key, value)
    return url.href
  }

  const batchOf = (events: readonly AppKitEvent[]) => {
    const location = ctx.window?.location
    return JSON.stringify(events.map((event) => ({ eventId: crypto.randomUUID(), url: location?.href ?? '', domain: location?.hostname ?? '', timestamp: event.timestamp, props: event.data })))
  }

  const send = async (events: readonly AppKitEvent[]) => {
    const response = await fetchImpl(batchUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: batchOf(events), keepalive: true })
    if (response.status === 403) alertOnce()
    if (!response.ok) throw new Error(httpStatusMessage(response.status))
  }

  return {
    async flush(pending) {
      if (!(await enabled)) {
        pending.length = 0
        return
      }
      const batch = pending.splice(0)
      if (batch.length > 0) await send(batch).catch((error: unknown) => ctx.log.debug('analytics batch not sent:', error))
    },
    beacon(pending) {
      const beacon = ctx.window?.navigator
      if (enabledNow !== true || pending.length === 0 || typeof beacon?.sendBeacon !== 'function') return
      beacon.sendBeacon(batchUrl(), batchOf(pending.splice(0)))
    },
  }
}
