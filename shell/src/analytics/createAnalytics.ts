import type { AppKitEvent } from '../core/events'
import type { ShellContext } from '../core/shellContext'
import type { AnalyticsSender } from './analyticsSender'

/**
 * Analytics (SPEC sections 6 and 7): off by the `analytics` feature flag, or when
 * /getAnalyticsConfig says so or fails. Nothing is sent before the user's first intent: events
 * wait here from page load, and the sender (config, requests) loads on intent, in its own chunk.
 */
export function createAnalytics(ctx: ShellContext, enabledByFlag: boolean, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  let sender: Promise<AnalyticsSender> | undefined
  const pending: AppKitEvent[] = []

  const flush = () =>
    void sender?.then((loaded) => loaded.flush(pending)).catch((error: unknown) => ctx.log.debug('analytics not loaded:', error))

  if (enabledByFlag) {
    ctx.events.subscribe((event) => {
      pending.push(event)
      flush()
    })
  }

  return {
    /** Loads the sender, which fetches the analytics config; called on the first intent. */
    start() {
      if (!enabledByFlag || sender) return
      sender = import(/* webpackChunkName: "analytics" */ './analyticsSender').then(({ createAnalyticsSender }) => createAnalyticsSender(ctx, fetchImpl))
      flush()
    },
  }
}
