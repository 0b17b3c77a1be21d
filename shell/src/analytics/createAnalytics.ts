import type { AppKitEvent } from '../core/events'
import type { ShellContext } from '../core/shellContext'
import type { AnalyticsSender } from './analyticsSender'

/** Events kept while the sender cannot load: a long offline visit must not grow memory forever. */
const MAX_PENDING_EVENTS = 100

/**
 * Analytics (SPEC sections 6 and 7): off by the `analytics` feature flag, or when
 * /getAnalyticsConfig says so or fails. Nothing is sent before the user's first intent: events
 * wait here from page load, and the sender (config, requests) loads on intent, in its own chunk.
 */
export function createAnalytics(ctx: ShellContext, enabledByFlag: boolean, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  let sender: Promise<AnalyticsSender> | undefined
  let loaded: AnalyticsSender | undefined
  const pending: AppKitEvent[] = []

  const flush = () =>
    void sender?.then((loaded) => loaded.flush(pending)).catch((error: unknown) => ctx.log.debug('analytics not loaded:', error))

  if (enabledByFlag) {
    ctx.events.subscribe((event) => {
      pending.push(event)
      if (!sender && pending.length > MAX_PENDING_EVENTS) pending.shift()
      flush()
    })
    // Leaving or hiding the page: what is still pending goes as a beacon (AppKit's EventsController does).
    const win = ctx.window
    win?.addEventListener('pagehide', () => loaded?.beacon(pending))
    win?.document?.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') loaded?.beacon(pending)
    })
  }

  return {
    /** Loads the sender, which fetches the analytics config; called on the first intent. */
    start() {
      if (!enabledByFlag || sender) return
      sender = import(/* webpackChunkName: "analytics" */ './analyticsSender')
        .then(({ createAnalyticsSender }) => (loaded = createAnalyticsSender(ctx, fetchImpl)))
        .catch((error: unknown) => {
          // Offline: the next intent tries again; meanwhile at most a bounded queue waits.
          sender = undefined
          pending.splice(0, Math.max(0, pending.length - MAX_PENDING_EVENTS))
          throw error
        })
      flush()
    },
  }
}
