import { vi } from 'vitest'
import { testShellContext } from '../catalogue/testing'
import { createConnectedNamespaces } from './connectedNamespaces'

/**
 * A shell context and its connected namespaces for the connection units, the account and network
 * sides stubbed (what they were told is on the returned mocks).
 */
export function testConnection() {
  const ctx = testShellContext()
  const activeAccount = { setAddress: vi.fn(), setAllAccounts: vi.fn() }
  const activeNetwork = { applyChain: vi.fn(), setActiveNetwork: vi.fn() }
  const disconnect = vi.fn(async () => undefined)
  const connected = createConnectedNamespaces(ctx, { activeAccount, activeNetwork, disconnect })
  const modal = { showDefaultView: vi.fn(), close: vi.fn() }
  return { ctx, connected, activeAccount, activeNetwork, modal }
}
