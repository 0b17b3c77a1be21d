import { memoryStorage } from '../testing/memoryStorage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConnectionStorage, type KeyValueStorage } from './connectionStorage'

afterEach(() => vi.restoreAllMocks())

describe('connection storage', () => {
  it('remembers the connection and keeps the two most recent wallets', () => {
    const storage = createConnectionStorage(memoryStorage())
    for (const id of ['a', 'b', 'c', 'b']) {
      storage.saveConnected({ connectorId: id, walletName: id.toUpperCase(), activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
    }
    expect(storage.read()).toEqual({
      connectorId: 'b',
      walletName: 'B',
      activeCaipNetworkId: 'eip155:1',
      connectedNamespaces: ['eip155'],
      namespaceConnectors: { eip155: 'b' },
      recentWallets: [
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
    })
  })

  it('keeps each namespace\'s connector; the active one is also the top-level connector', () => {
    const storage = createConnectionStorage(memoryStorage())
    storage.saveConnected({ connectorId: 'walletConnect', walletName: 'Rainbow', activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
    storage.saveConnected({ connectorId: 'walletConnect', walletName: 'Rainbow', activeCaipNetworkId: 'bip122:000000000019d6689c085ae165831e93', namespace: 'bip122', active: false })
    storage.saveConnected({ connectorId: 'solana:Phantom', walletName: 'Phantom', activeCaipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', namespace: 'solana', active: false })
    expect(storage.read()).toMatchObject({
      connectorId: 'walletConnect',
      activeCaipNetworkId: 'eip155:1',
      connectedNamespaces: ['eip155', 'bip122', 'solana'],
      namespaceConnectors: { eip155: 'walletConnect', bip122: 'walletConnect', solana: 'solana:Phantom' },
    })

    storage.forgetNamespaces(['eip155', 'bip122'])
    expect(storage.read()).toMatchObject({ connectorId: 'solana:Phantom', connectedNamespaces: ['solana'], namespaceConnectors: { solana: 'solana:Phantom' } })
    storage.forgetNamespaces(['solana'])
    expect(storage.read().connectorId).toBeUndefined()
    expect(storage.read().namespaceConnectors).toEqual({})
  })

  it('disconnect removes the connector id but keeps recent wallets', () => {
    const storage = createConnectionStorage(memoryStorage())
    storage.saveConnected({ connectorId: 'a', walletName: 'A', activeCaipNetworkId: 'eip155:1', namespace: 'eip155' })
    storage.clearConnection()
    const stored = storage.read()
    expect(stored.connectorId).toBeUndefined()
    expect(stored.connectedNamespaces).toEqual([])
    expect(stored.recentWallets).toEqual([{ id: 'a', name: 'A' }])
  })

  it('reads garbage as empty and logs to the console only', () => {
    const memory = memoryStorage()
    memory.data.set('@portico/connection', '{"connectorId": 42')
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(createConnectionStorage(memory).read()).toEqual({ connectedNamespaces: [], namespaceConnectors: {}, recentWallets: [] })
    expect(error).toHaveBeenCalled()
  })

  it('keeps the connection when one stored field is bad, a namespace is unknown or there is a third recent wallet', () => {
    const memory = memoryStorage()
    memory.data.set(
      '@portico/connection',
      JSON.stringify({
        connectorId: 'injected',
        walletName: 42,
        activeCaipNetworkId: 'eip155:1',
        connectedNamespaces: ['eip155', 'cosmos'],
        namespaceConnectors: { eip155: 'injected', cosmos: 'keplr', solana: '' },
        recentWallets: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      }),
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(createConnectionStorage(memory).read()).toEqual({
      connectorId: 'injected',
      activeCaipNetworkId: 'eip155:1',
      connectedNamespaces: ['eip155'],
      namespaceConnectors: { eip155: 'injected' },
      recentWallets: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    })
    expect(error).toHaveBeenCalledWith('[portico] ignored unreadable fields of the stored connection:', 'walletName')
  })

  it('writes a version and keeps what a newer build stored, so up- and downgrades lose nothing', () => {
    const memory = memoryStorage()
    memory.data.set('@portico/connection', JSON.stringify({ version: 9, connectorId: 'injected', connectedNamespaces: ['eip155'], futureField: { keep: true } }))
    const storage = createConnectionStorage(memory)
    storage.saveActiveNetwork('eip155:10')
    const written = JSON.parse(memory.data.get('@portico/connection') ?? '{}') as Record<string, unknown>
    expect(written).toMatchObject({ version: 1, futureField: { keep: true }, connectorId: 'injected', activeCaipNetworkId: 'eip155:10' })
  })

  it('survives a storage that throws', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => undefined,
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const storage = createConnectionStorage(throwing)
    expect(() => storage.saveActiveNetwork('eip155:1')).not.toThrow()
    expect(storage.read().recentWallets).toEqual([])
  })
})
