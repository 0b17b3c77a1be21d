import type { Siwx } from '@portico/contracts'
import { TEST_ADDRESS, TEST_NETWORK } from '@portico/contracts/testing'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import { fakeConnector } from '../testing/fakeConnector'
import { createShellCore } from './createShellCore'

// The balance read after a connect finds no node: it fails as a network error.
const server = setupServer(http.all('*', () => HttpResponse.error()))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
vi.spyOn(console, 'warn').mockImplementation(() => undefined)

const { connector } = fakeConnector({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', address: TEST_ADDRESS, chainId: Number(TEST_NETWORK.id) })

/** A required sign-in with no stored session. */
const siwx: Siwx = {
  createMessage: async () => {
    throw new Error('not in this test')
  },
  addSession: async () => {},
  getSessions: async () => [],
  revokeSession: async () => {},
  setSessions: async () => {},
  getRequired: () => true,
}

const core = () =>
  createShellCore(appKitOptionsSchema.parse({ projectId: 'p', networks: [TEST_NETWORK], siwx, features: { analytics: false, receive: false, send: false, history: false } }), {
    window: undefined,
    storage: undefined,
  })

describe('intent actions', () => {
  it('sign-in loads with them once an account connects: the view opens and cannot close while required', async () => {
    const shell = core()
    await shell.connection.connectWith('eip155', async () => connector)
    // The intent actions are a lazy import: on a busy machine it takes more than waitFor's 1 s default.
    await vi.waitFor(() => expect(shell.store.get(shell.atoms.history).at(-1)?.view).toBe('SIWXSignMessage'), { timeout: 10_000 })
    expect(shell.store.get(shell.atoms.modal).open).toBe(true)
    shell.modal.close()
    expect(shell.store.get(shell.atoms.modal)).toMatchObject({ open: true, shake: true })
  })

  it('are built once, however often they are asked for', async () => {
    const shell = core()
    const [first, second] = await Promise.all([shell.loadIntentActions(), shell.loadIntentActions()])
    expect(first).toBe(second)
    expect(await shell.loadIntentActions()).toBe(first)
  })
})
