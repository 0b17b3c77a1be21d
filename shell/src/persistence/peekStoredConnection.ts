import { isCaipNetworkId, STORED_CONNECTED_NAMESPACES, STORED_NAMESPACE_CONNECTORS, type StoredConnection } from '@portico/contracts'
import { CONNECTION_STORAGE_KEY } from './connectionStorageKey'
import type { KeyValueStorage } from './storedRecord'

/** What the page's first script reads of the stored connection. */
export type PeekedConnection = Pick<StoredConnection, 'connectorId' | 'activeCaipNetworkId' | 'connectedNamespaces' | 'namespaceConnectors'>

/**
 * The stored connection's fields the boot needs (the stored network, the session to show as
 * restoring), read as createConnectionStorage reads them but without the record's schema, so the
 * page's first script holds no zod. The core reads the whole record when it loads, which it does
 * at once when this finds a session; it also logs the fields it drops.
 * @example peekStoredConnection(localStorage).connectorId // 'io.metamask', or undefined
 */
export function peekStoredConnection(storage: KeyValueStorage | undefined): PeekedConnection {
  let raw: unknown
  try {
    const stored = storage?.getItem(CONNECTION_STORAGE_KEY)
    raw = stored ? JSON.parse(stored) : undefined
  } catch (error) {
    console.error('[portico] local storage read failed:', error)
  }
  const record: Record<string, unknown> = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const namespaces = STORED_CONNECTED_NAMESPACES.safeParse(record.connectedNamespaces)
  const connectors = STORED_NAMESPACE_CONNECTORS.safeParse(record.namespaceConnectors)
  return {
    ...(typeof record.connectorId === 'string' && record.connectorId.length > 0 ? { connectorId: record.connectorId } : {}),
    ...(isCaipNetworkId(record.activeCaipNetworkId) ? { activeCaipNetworkId: record.activeCaipNetworkId } : {}),
    connectedNamespaces: namespaces.success ? namespaces.data : [],
    namespaceConnectors: connectors.success ? connectors.data : {},
  }
}
