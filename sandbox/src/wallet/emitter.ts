import type { Address, Hex } from 'viem'
import type { ProviderRpcError } from '../../../secure-site/src/wallet/errors'

/** The EIP-1193 events the sandbox wallet emits and their payloads. */
export type ProviderEventMap = {
  connect: { chainId: Hex }
  disconnect: ProviderRpcError
  chainChanged: Hex
  accountsChanged: Address[]
}

export type ProviderEvent = keyof ProviderEventMap
export type ProviderListener<event extends ProviderEvent> = (payload: ProviderEventMap[event]) => void

export type Emitter = {
  on<event extends ProviderEvent>(event: event, listener: ProviderListener<event>): void
  off<event extends ProviderEvent>(event: event, listener: ProviderListener<event>): void
  emit<event extends ProviderEvent>(event: event, payload: ProviderEventMap[event]): void
}

/**
 * A typed listener registry. A throwing listener is reported and does not stop the others.
 * @example
 * const events = createEmitter()
 * events.on('chainChanged', (chainId) => console.log(chainId))
 */
export function createEmitter(): Emitter {
  const listeners = new Map<ProviderEvent, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as ProviderListener<typeof event>)(payload)
        } catch (error) {
          console.error(`[Portico Sandbox Wallet] a "${event}" listener threw`, error)
        }
      }
    },
  }
}
