// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './createAppKit'
import { testMainnet } from './testing/networks'
import { settleOpenModals } from './testing/settleOpenModals'
import { memoryStorage } from './testing/memoryStorage'
import { loadedShellCore } from './core/shellCoreOf'

// The modals these tests open stay open.
afterAll(settleOpenModals)

const requests: string[] = []
vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
  requests.push(String(input instanceof Request ? input.url : input))
  return Response.json({ isAnalyticsEnabled: false, count: 0, data: [] })
})
// happy-dom has no idle callbacks: the test decides when the page is idle.
const idle: (() => void)[] = []
vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
vi.stubGlobal('cancelIdleCallback', () => undefined)

afterEach(() => document.body.replaceChildren())

const modalHost = () => document.querySelector('portico-modal')
const noPlugins = async () => ({ plugins: [] })
const features = { receive: false, send: false, history: false, onramp: false, swaps: false }

describe('createAppKit once the page is idle', () => {
  it('loads the core and the modal code, mounting nothing and asking no backend, so open() shows Connect at once', async () => {
    const appKit = createAppKit({ projectId: 'idle', networks: [testMainnet], features }, { storage: undefined, pluginFetch: noPlugins })
    expect(loadedShellCore(appKit)).toBeUndefined()
    expect(idle).toHaveLength(1)
    idle.shift()?.()
    await vi.waitFor(() => expect(loadedShellCore(appKit)).toBeDefined(), { timeout: 10_000 })
    expect(modalHost()).toBeNull()
    expect(appKit.getState().open).toBe(false)
    expect(requests).toEqual([])

    await appKit.open()
    expect(modalHost()?.shadowRoot?.querySelector('[role="dialog"][data-view="Connect"]')).not.toBeNull()
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  })
})

describe('createAppKit for a first and a returning visit', () => {
  it('loads no core until intent for a first visit', async () => {
    const first = createAppKit({ projectId: 'first', networks: [testMainnet], features }, { storage: memoryStorage(), pluginFetch: noPlugins })
    await first.ready
    expect(loadedShellCore(first)).toBeUndefined()
    expect(first.getAccount().status).toBe('disconnected')
    first.prefetch()
    await vi.waitFor(() => expect(loadedShellCore(first)).toBeDefined())
  })

  it('shows a stored session as connecting from the start, and loads the core that restores it', async () => {
    const stored = { connectorId: 'io.example', connectedNamespaces: ['eip155'], namespaceConnectors: { eip155: 'io.example' }, activeCaipNetworkId: testMainnet.caipNetworkId }
    const returning = createAppKit({ projectId: 'returning', networks: [testMainnet], features }, { storage: memoryStorage({ '@portico/connection': JSON.stringify(stored) }), pluginFetch: noPlugins })
    expect(returning.getAccount().status).toBe('connecting')
    await vi.waitFor(() => expect(loadedShellCore(returning)).toBeDefined())
    // No wallet announces itself here: the restore gives up and says so.
    await returning.ready
    expect(returning.getAccount().status).toBe('disconnected')
  })
})
