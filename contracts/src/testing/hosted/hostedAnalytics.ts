// The analytics service's wire as AppKit speaks it (reown-com/appkit, snapshot of 2026-06-06,
// commit ea99fd1): packages/controllers/src/controllers/EventsController.ts sends its pending events
// as one JSON array to POST {pulse}/batch?projectId&st&sv, with navigator.sendBeacon
// (FetchUtil.sendBeacon), when the page is hidden, frozen or left, and every 10 s; the single-event
// POST /e is no longer used.

/** One batch: an array of events `{ eventId, url, domain, timestamp, props }`. */
export const HOSTED_ANALYTICS_BATCH = [
  {
    eventId: '0b6c8a52-3f1e-4d7a-9c2b-5e8f1a4d6c3b',
    url: 'https://dapp.example/',
    domain: 'dapp.example',
    timestamp: 1_764_000_000_000,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  },
] as const

/** The path and query keys of the batch call. */
export const HOSTED_ANALYTICS_PATH = '/batch'
export const HOSTED_ANALYTICS_QUERY_KEYS = ['projectId', 'st', 'sv'] as const
