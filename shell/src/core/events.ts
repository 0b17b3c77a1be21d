/** Events a dapp can follow with `subscribeEvents`, shaped like AppKit's. */
export type AppKitEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'PLUGIN_LOAD_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'

export interface AppKitEvent {
  timestamp: number
  data: { type: 'track'; event: AppKitEventName; properties?: Record<string, unknown> }
}

export interface EventEmitter {
  emit: (event: AppKitEventName, properties?: Record<string, unknown>) => void
  subscribe: (listener: (event: AppKitEvent) => void) => () => void
}

export function createEventEmitter(): EventEmitter {
  const listeners = new Set<(event: AppKitEvent) => void>()
  return {
    emit(event: AppKitEventName, properties?: Record<string, unknown>) {
      const payload: AppKitEvent = { timestamp: Date.now(), data: { type: 'track', event, ...(properties ? { properties } : {}) } }
      for (const listener of listeners) listener(payload)
    },
    subscribe(listener: (event: AppKitEvent) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
