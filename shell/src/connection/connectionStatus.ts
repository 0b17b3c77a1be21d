import type { ConnectionStatus } from '@portico/contracts'

export type ConnectionEvent = 'connect' | 'restore' | 'connected' | 'failed' | 'reset'

/**
 * SPEC section 4, connection status per namespace: disconnected -> connecting (a user connect or a
 * restore of a previous session) -> connected, or back to disconnected on failure or reset.
 * Returns undefined for an event that makes no sense in the current status.
 */
export function nextConnectionStatus(current: ConnectionStatus, event: ConnectionEvent): ConnectionStatus | undefined {
  switch (event) {
    case 'connect':
    case 'restore':
      return current === 'connected' ? undefined : 'connecting'
    case 'connected':
      return current === 'connecting' ? 'connected' : undefined
    case 'failed':
      return current === 'connecting' ? 'disconnected' : undefined
    case 'reset':
      return 'disconnected'
  }
}
