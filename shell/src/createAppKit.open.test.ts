// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { testMainnet } from './testing/networks'
import { settleOpenModals } from './testing/settleOpenModals'
import { shellBootOf } from './core/shellCoreOf'

// Requests by project id: each test's AppKit has its own, so a late request of one test is not
// counted in another.
const requests: { projectId: string | null; path: string }[] = []
vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : input)
  requests.push({ projectId: url.searchParams.get('projectId'), path: url.pathname })
  return Response.json({ isAnalyticsEnabled: false, count: 0, data: [] })
})
const requestedBy = (projectId: string) =>
  requests
    .filter((r) => r.projectId === projectId)
    .map((r) => r.path)
    .sort()

afterEach(() => document.body.replaceChildren())
afterAll(settleOpenModals)

const connectView = () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"][data-view="Connect"]')
// No plugin deployed: the index read after the paint changes no state once the test has ended.
const noPlugins = async () => ({ plugins: [] })
const features = { receive: false, send: false, history: false, onramp: false, swaps: false }

describe('open() after a click without a hover', () => {
  it('resolves with the Connect view already rendered', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testMainnet], features }, { storage: undefined, pluginFetch: noPlugins })
    await appKit.open()
    expect(connectView()).not.toBeNull()
    expect(appKit.getState()).toMatchObject({ open: true, loading: false })
  })

  it('asks for the wallet catalogue and the analytics config only once the view has painted', async () => {
    const appKit = createAppKit({ projectId: 'click', networks: [testMainnet], features }, { storage: undefined, pluginFetch: noPlugins })
    await appKit.open()
    expect(requestedBy('click')).toEqual([])
    await vi.waitFor(() => expect(requestedBy('click')).toEqual(['/getAnalyticsConfig', '/getWallets']))
  })

  it('after a hover, has asked for both already', async () => {
    const appKit = createAppKit({ projectId: 'hover', networks: [testMainnet], features }, { storage: undefined, pluginFetch: noPlugins })
    appKit.prefetch()
    await vi.waitFor(() => expect(requestedBy('hover')).toEqual(['/getAnalyticsConfig', '/getWallets']))
    await appKit.open()
    expect(connectView()).not.toBeNull()
  })
})

describe('open({ view, arguments })', () => {
  it('opens the view with the arguments it reads (Swap prefilled)', async () => {
    const appKit = createAppKit({ projectId: 'args', networks: [testMainnet], features }, { storage: undefined, pluginFetch: noPlugins })
    await appKit.open({ view: 'Networks', arguments: { fromToken: 'ETH', amount: '1' } })
    expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.route)).toEqual({ view: 'Networks', arguments: { fromToken: 'ETH', amount: '1' } })
    await appKit.open()
    expect(shellBootOf(appKit).store.get(shellBootOf(appKit).atoms.route).arguments).toBeUndefined()
  })
})
