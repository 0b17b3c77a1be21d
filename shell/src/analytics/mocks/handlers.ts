import { http, HttpResponse } from 'msw'

/** The analytics backend as the sandbox answers it: enabled, every batch accepted (POST /batch, as the hosted service takes events). */
export const analyticsHandlers = [
  http.get('*/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: true })),
  http.post('https://pulse.walletconnect.org/batch', () => new HttpResponse(null, { status: 202 })),
]
