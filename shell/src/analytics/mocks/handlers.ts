import { http, HttpResponse } from 'msw'

/** The analytics backend as the sandbox answers it: enabled, every event accepted. */
export const analyticsHandlers = [
  http.get('*/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: true })),
  http.post('https://pulse.walletconnect.org/e', () => new HttpResponse(null, { status: 202 })),
]
