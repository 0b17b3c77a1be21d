// @vitest-environment happy-dom
import type { ApiClient, ResponseSchema } from '@portico/contracts'
import { createTestHost, HOSTED_SESSIONS_LIST, TEST_ADDRESS, TEST_NETWORK } from '@portico/contracts/testing'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setupSmartSessions } from '../../setupSmartSessions'

afterEach(cleanup)

const pci = `0x${'ab'.repeat(32)}`
const signature = `0x${'11'.repeat(65)}`
/** A session as the hosted GET /v1/sessions/{CAIP-10 account} lists it (HOSTED_SESSIONS_LIST's shape). */
const session = (overrides: Record<string, unknown> = {}) => ({
  ...HOSTED_SESSIONS_LIST.pcis[0],
  project: { id: 'p', name: 'Portico Sandbox', url: 'http://127.0.0.1:5173', iconUrl: null },
  pci,
  expiry: Math.floor(Date.now() / 1000) + 3_600,
  permissions: [
    { type: 'contract-call', data: { address: '0x0588f943F5b11d3C914b21647c30b6a015DC6c94', functions: [{ functionName: 'increment' }] } },
    { type: 'native-token-recurring-allowance', data: { allowance: '0xde0b6b3a7640000', start: 0, period: 86_400 } },
    { type: 'some-future-permission', data: {} },
  ],
  ...overrides,
})
const CAIP_ADDRESS = `eip155:31337:${TEST_ADDRESS}`

/** An ApiClient method answering through the caller's schema, as the shell's client does. */
const stub =
  (respond: (path: string, body?: unknown) => unknown) =>
  async <T,>(path: string, schema: ResponseSchema<T>, body?: unknown): Promise<T> => {
    const parsed = schema.safeParse(await respond(path, body))
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid response')
    return parsed.data
  }

async function renderSessions({ get, post, rpc }: { get: (path: string) => unknown; post?: (path: string, body: unknown) => unknown; rpc?: (args: { method: string; params?: unknown }) => Promise<unknown> }) {
  const test = createTestHost({
    blockchain: { get: stub(get) as ApiClient['get'], post: stub(post ?? (() => undefined)) as ApiClient['post'] },
    rpc: { request: rpc ?? (() => Promise.reject(new Error('unexpected rpc'))) },
    route: { view: 'SmartSessions' },
  })
  const { registration } = setupSmartSessions(test.host)
  const View = (await registration.views.SmartSessions!.load()) as ComponentType
  render(createElement(Provider, { store: test.host.store }, createElement(View)))
  return test
}

describe('SmartSessionsView', () => {
  it('lists the sessions read from GET /v1/sessions/{CAIP-10 account} in the hosted shape: project, chain, expiry, permissions, state', async () => {
    const asked: string[] = []
    await renderSessions({ get: (path) => (asked.push(path), { pcis: [session(), session({ pci: `0x${'cd'.repeat(32)}`, revokedAt: 1_764_000_600 })] }) })
    const list = await screen.findByRole('list', { name: 'Sessions of this account' })
    const [active, revoked] = within(list).getAllByTestId(/^session-0x/)
    expect(asked).toEqual([`/v1/sessions/${CAIP_ADDRESS}`])
    expect(active?.textContent).toContain('Portico Sandbox')
    expect(active?.textContent).toContain('Chain 31337')
    expect(active?.textContent).toContain('May call increment on 0x05...DC6c94')
    expect(active?.textContent).toContain('May spend 1 ETH every 86400 s')
    expect(within(active!).getByTestId('session-status').textContent).toBe('Active')
    expect(within(active!).getByTestId('session-expiry').textContent).toMatch(/^Expires /)
    expect(within(revoked!).getByTestId('session-status').textContent).toBe('Revoked')
    expect(within(revoked!).queryByTestId('session-revoke')).toBeNull()
  })

  it('says so when there is no session, and shows a failure with Try again', async () => {
    await renderSessions({ get: () => ({ pcis: [] }) })
    expect((await screen.findByTestId('sessions-empty')).textContent).toMatch(/^No sessions yet/)
    cleanup()
    let fail = true
    await renderSessions({ get: () => (fail ? Promise.reject(new Error('HTTP status code: 503')) : { pcis: [session({ expiry: 1 })] }) })
    expect((await screen.findByTestId('sessions-error')).textContent).toBe('Could not load the sessions: HTTP status code: 503')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByTestId('session-status')).textContent).toBe('Expired')
    expect(screen.getByTestId('session-expiry').textContent).toMatch(/^Expired /)
  })

  it('refuses to show a response that breaks the schema, and asks to connect on another namespace', async () => {
    const { host, network } = await renderSessions({ get: () => ({ pcis: [{ ...session(), expiry: 'soon' }] }) })
    expect((await screen.findByTestId('sessions-error')).textContent).toMatch(/^Could not load the sessions: /)
    act(() => host.store.set(network, { ...TEST_NETWORK, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana' }))
    expect(screen.getByRole('alert').textContent).toBe('Connect a wallet on an EVM network to see its sessions.')
  })

  it('Revoke: the wallet signs, the revocation is posted, the list is read again and a toast says so', async () => {
    let revoked = false
    const posted: unknown[] = []
    const asked: unknown[] = []
    const { toasts } = await renderSessions({
      get: () => ({ pcis: [session({ revokedAt: revoked ? 1_764_000_600 : null })] }),
      post: (path, body) => {
        posted.push([path, body])
        revoked = true
        return undefined
      },
      rpc: async (args) => (asked.push(args), { pci, signature }),
    })
    fireEvent.click(await screen.findByTestId('session-revoke'))
    await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('Revoked'))
    expect(asked).toEqual([{ method: 'wallet_revokePermissions', params: [expect.objectContaining({ chainId: '0x7a69', pci })] }])
    expect(posted).toEqual([[`/v1/sessions/${CAIP_ADDRESS}/revoke`, { pci, signature }]])
    expect(toasts).toEqual([{ message: 'Session revoked', variant: 'success' }])
  })

  it('keeps a failed revocation beside its session, the session still active', async () => {
    await renderSessions({
      get: () => ({ pcis: [session()] }),
      rpc: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    })
    fireEvent.click(await screen.findByTestId('session-revoke'))
    expect((await screen.findByTestId('session-revoke-error')).textContent).toBe('Could not revoke: User rejected the request.')
    expect(screen.getByTestId('session-status').textContent).toBe('Active')
    expect(screen.getByTestId('session-revoke')).toHaveProperty('disabled', false)
  })
})
