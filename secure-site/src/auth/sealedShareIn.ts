import type { KeyShares, SealedShareSlot } from './authStore'

/**
 * The sealed auth share in `slot`, or undefined when there is none (no shares, or no such device).
 * @example sealedShareIn(record.keyShares, { kind: 'device', deviceId })
 */
export function sealedShareIn(keyShares: KeyShares | undefined, slot: SealedShareSlot): string | undefined {
  if (!keyShares) return undefined
  if (slot.kind === 'recovery') return keyShares.recovery.authShare
  return Object.hasOwn(keyShares.devices, slot.deviceId) ? keyShares.devices[slot.deviceId] : undefined
}
