import { describe, expect, it, vi } from 'vitest'
import { createConnectionStorage, type KeyValueStorage } from './connectionStorage'
import { peekStoredConnection } from './peekStoredConnection'

const holding = (value: string | null): KeyValueStorage => ({ getItem: () => value, setItem: () => undefined, removeItem: () => undefined })
const fields = ['connectorId', 'activeCaipNetworkId', 'connectedNamespaces', 'namespaceConnectors'] as const

describe('peekStoredConnection', () => {
  it('reads the fields the boot needs as the stored connection reads them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const records = [
      null,
      JSON.stringify({ connectorId: 'io.metamask', activeCaipNetworkId: 'eip155:10', connectedNamespaces: ['eip155', 'cosmos'], namespaceConnectors: { eip155: 'io.metamask', cosmos: 'keplr' }, version: 1 }),
      JSON.stringify({ connectorId: '', activeCaipNetworkId: 'eip155', connectedNamespaces: 'eip155', namespaceConnectors: [] }),
      JSON.stringify({ recentWallets: [{ id: 'io.metamask' }] }),
      JSON.stringify(['not', 'a', 'record']),
    ]
    for (const record of records) {
      const read = createConnectionStorage(holding(record)).read()
      expect(peekStoredConnection(holding(record))).toEqual(Object.fromEntries(fields.filter((field) => field in read).map((field) => [field, read[field]])))
    }
    vi.restoreAllMocks()
  })

  it('reads a broken or blocked storage as empty, with a log line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const blocked: KeyValueStorage = { getItem: () => { throw new Error('blocked') }, setItem: () => undefined, removeItem: () => undefined }
    expect(peekStoredConnection(blocked)).toEqual({ connectedNamespaces: [], namespaceConnectors: {} })
    expect(peekStoredConnection(holding('{not json'))).toEqual({ connectedNamespaces: [], namespaceConnectors: {} })
    expect(error).toHaveBeenCalledTimes(2)
    vi.restoreAllMocks()
  })
})
