import { AlertMessages, httpStatusMessage } from '@portico/contracts'
import * as z from 'zod/mini'
import { sdkQuery } from '../api/sdkQuery'
import type { AppKitEvent } from '../core/events'
import type { ShellContext } from '../core/shellContext'

const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** Set once a 403 was shown, so the alert appears once per browser session. */
const ALERTED_KEY = '@portico/invalid-app-configuration-alerted'

/**
 * What sends analytics events (SPEC sections 6 and 7), its own chunk loaded on the first intent:
 * it fetches /getAnalyticsConfig at once, and sends nothing when the config says no or fails. A
 * 403 from /e raises 'Invalid App Configuration' once per session.
 */
export function createAnalyticsSender(ctx: ShellContext, fetchImpl: typeof fetch) {
  const enabled = ctx.api.walletKit
    .get('/getAnalyticsConfig', analyticsConfigSchema)
    .then((config) => config.isAnalyticsEnabled)
    .catch(() => false)

  const alertOnce = () => {
    try {
      if (globalThis.sessionStorage?.getItem(ALERTED_KEY)) return
      globalThis.sessionStorage?.setItem(ALERTED_KEY, '1')
    } catch {
      // No session storage: alert anyway, once for this page.
    }
    ctx.store.set(ctx.atoms.alert, AlertMessages.INVALID_APP_CONFIGURATION)
  }

  const send = async (event: AppKitEvent) => {
    const url = new URL('e', ctx.options.analyticsApiUrl.endsWith('/') ? ctx.options.analyticsApiUrl : `${ctx.options.analyticsApiUrl}/`)
    for (const [key, value] of Object.entries(sdkQuery(ctx.options.projectId))) if (value) url.searchParams.set(key, value)
    const location = ctx.window?.location
    const response = await fetchImpl(url.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: crypto.randomUUID(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: event.timestamp,
        props: event.data,
      }),
    })
    if (response.status === 403) alertOnce()
    if (!response.ok) throw new Error(httpStatusMessage(response.status))
  }

  return {
    /** Sends the pending events (taking them out of the list), or drops them when analytics is off. */
    async flush(pending: AppKitEvent[]) {
      if (!(await enabled)) {
        pending.length = 0
        return
      }
      for (const event of pending.splice(0)) await send(event).catch((error: unknown) => ctx.log.debug('analytics event not sent:', error))
    },
  }
}

export type AnalyticsSender = ReturnType<typeof createAnalyticsSender>
