// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { testMainnet } from '../testing/networks'
import { memoryStorage } from '../testing/memoryStorage'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import { coreNeededAtLoad } from './coreNeededAtLoad'
import { createShellBoot } from './shellBoot'

const bootWith = (storage: Record<string, string>, extra: Record<string, unknown> = {}) =>
  createShellBoot(appKitOptionsSchema.parse({ projectId: 'p', networks: [testMainnet], ...extra }), { window, storage: memoryStorage(storage) })

describe('coreNeededAtLoad', () => {
  it('is false for a first visit, and for recent wallets left by a disconnect', () => {
    expect(coreNeededAtLoad(bootWith({}))).toBe(false)
    // Another site's keys, or a cache of identities, restore nothing.
    expect(coreNeededAtLoad(bootWith({ theme: 'dark', '@portico/identity-cache': '{}' }))).toBe(false)
    expect(coreNeededAtLoad(bootWith({ '@portico/connection': JSON.stringify({ connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [{ id: 'io.metamask', name: 'MetaMask' }] }) }))).toBe(false)
  })

  it('is true when storage holds a session to restore, and false for an unreadable record', () => {
    expect(coreNeededAtLoad(bootWith({ '@portico/connection': JSON.stringify({ connectorId: 'io.metamask', connectedNamespaces: ['eip155'], namespaceConnectors: { eip155: 'io.metamask' } }) }))).toBe(true)
    expect(coreNeededAtLoad(bootWith({ '@portico/connection': '{"connectorId": 42' }))).toBe(false)
  })

  it('is true for a wagmi adapter to keep in step, and never on a server', () => {
    const wagmi = { type: 'wagmi', config: {}, loadSync: async () => () => () => undefined }
    expect(coreNeededAtLoad(bootWith({}, { adapters: [wagmi] }))).toBe(true)
    const server = createShellBoot(appKitOptionsSchema.parse({ networks: [testMainnet] }), { window: undefined, storage: memoryStorage({ '@portico/connection': JSON.stringify({ connectorId: 'io.metamask' }) }) })
    expect(coreNeededAtLoad(server)).toBe(false)
  })

  it('is false when storage is blocked', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError') }, setItem: () => undefined, removeItem: () => undefined }
    const boot = createShellBoot(appKitOptionsSchema.parse({ networks: [testMainnet] }), { window, storage: blocked })
    expect(coreNeededAtLoad(boot)).toBe(false)
  })
})
