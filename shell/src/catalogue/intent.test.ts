import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit'
import { handlers } from './mocks/handlers'
import { testNetwork } from './testing'
import { loadShellCore, shellBootOf } from '../core/shellCoreOf'

const server = setupServer(...handlers)
const paths: string[] = []
server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname))
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => server.close())

describe('the catalogue and intent', () => {
  it('fetches nothing when created, and the recommended wallets on the first intent', async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [testNetwork] }, { window: undefined, storage: undefined })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(paths.filter((path) => path === '/getWallets')).toEqual([])
    const core = await loadShellCore(appKit)
    core.intent()
    const { catalogue } = await core.loadIntentActions()
    await vi.waitFor(() => expect(shellBootOf(appKit).store.get(catalogue.atoms.recommendedState)).toEqual({ status: 'ready' }))
    expect(paths.filter((path) => path === '/getWallets')).toEqual(['/getWallets'])
  })
})
