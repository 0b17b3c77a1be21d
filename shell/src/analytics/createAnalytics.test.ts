import { AlertMessages } from '@portico/contracts'
import { HOSTED_ANALYTICS_BATCH, HOSTED_ANALYTICS_PATH, HOSTED_ANALYTICS_QUERY_KEYS, hostedShapeMismatches } from '@portico/contracts/testing'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import { testMainnet } from '../testing/networks'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const network = testMainnet

function backend(config: unknown, eventStatus = 200) {
  const events: Record<string, unknown>[] = []
  const queries: string[][] = []
  let configRequests = 0
  server.use(
    // Intent also starts the wallet catalogue; it is not what these tests look at.
    http.get('https://api.web3modal.org/getWallets', () => HttpResponse.json({ data: [], count: 0 })),
    http.get('https://api.web3modal.org/getAnalyticsConfig', () => {
      configRequests++
      return HttpResponse.json(config as Record<string, unknown>)
    }),
    http.post('https://pulse.walletconnect.org/batch', async ({ request }) => {
      const url = new URL(request.url)
      queries.push([...url.searchParams.keys()])
      events.push(...((await request.json()) as Record<string, unknown>[]))
      return new HttpResponse(null, { status: eventStatus })
    }),
  )
  return { events, queries, configRequests: () => configRequests }
}

const core = (features = {}) =>
  createShellCore(appKitOptionsSchema.parse({ projectId: 'p1', networks: [network], features: { ...features, receive: false } }), {
    window: undefined,
    storage: undefined,
  })

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('analytics', () => {
  it('sends nothing before intent, then sends queued events once the config allows it', async () => {
    const api = backend({ isAnalyticsEnabled: true })
    const shell = core()
    shell.modal.open()
    await settle()
    expect(api.configRequests()).toBe(0)
    expect(api.events).toEqual([])
    shell.intent()
    await expect.poll(() => api.events.length).toBe(1)
    expect(api.events[0]).toMatchObject({ props: { type: 'track', event: 'MODAL_OPEN' } })
    expect(api.events[0]?.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof api.events[0]?.timestamp).toBe('number')
    // The hosted service's batch: an array of events with these keys, on POST /batch?projectId&st&sv.
    expect(hostedShapeMismatches(api.events, HOSTED_ANALYTICS_BATCH)).toEqual([])
    expect(api.queries[0]).toEqual([...HOSTED_ANALYTICS_QUERY_KEYS])
  })

  it('sends what is pending as one beacon to /batch when the page is hidden', async () => {
    const api = backend({ isAnalyticsEnabled: true })
    const beacons: [string, string][] = []
    const win = new EventTarget() as EventTarget & Window
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' })
    Object.assign(win, { location: new URL('https://dapp.example/'), document: doc, navigator: { sendBeacon: (url: string, body: string) => (beacons.push([url, body]), true) } })
    const shell = createShellCore(appKitOptionsSchema.parse({ projectId: 'p1', networks: [network], features: { receive: false } }), { window: win, storage: undefined })
    shell.intent()
    await expect.poll(() => api.configRequests()).toBe(1)
    await settle()
    // Events a flush has not taken yet (the page goes away at once) leave by beacon.
    shell.modal.open()
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(beacons).toHaveLength(1)
    const [url, body] = beacons[0] ?? ['', '']
    expect(new URL(url).pathname).toBe(HOSTED_ANALYTICS_PATH)
    expect(hostedShapeMismatches(JSON.parse(body), HOSTED_ANALYTICS_BATCH)).toEqual([])
  })

  it('is off when the config says so, when it fails, or by flag', async () => {
    const disabled = backend({ isAnalyticsEnabled: false })
    const shell = core()
    shell.intent()
    shell.modal.open()
    // The answer came, and a moment for an event it would have let through.
    await expect.poll(() => disabled.configRequests()).toBe(1)
    await settle()
    expect(disabled.events).toEqual([])

    const broken = backend({ nope: true })
    const second = core()
    second.intent()
    second.modal.open()
    await expect.poll(() => broken.configRequests()).toBe(1)
    await settle()
    expect(broken.events).toEqual([])

    const flagged = backend({ isAnalyticsEnabled: true })
    const third = core({ analytics: false })
    third.intent()
    third.modal.open()
    await settle()
    expect(flagged.configRequests()).toBe(0)
    expect(flagged.events).toEqual([])
  })

  it("shows 'Invalid App Configuration' on a 403", async () => {
    backend({ isAnalyticsEnabled: true }, 403)
    const shell = core()
    shell.intent()
    shell.modal.open()
    await expect.poll(() => shell.store.get(shell.atoms.alert)).toBe(AlertMessages.INVALID_APP_CONFIGURATION)
  })
})
