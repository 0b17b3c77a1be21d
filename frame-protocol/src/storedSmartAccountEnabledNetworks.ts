/**
 * The smart-account-enabled networks as localStorage keeps them: comma separated (SPEC section 3).
 * @example toStoredSmartAccountEnabledNetworks([1, 8453]) // '1,8453'
 */
export function toStoredSmartAccountEnabledNetworks(networks: readonly number[]): string {
  return networks.join(',')
}

/**
 * The networks read back from storage: entries that are not positive integers are dropped with
 * their neighbours kept; anything but a string (nothing stored) reads as none.
 * @example fromStoredSmartAccountEnabledNetworks('1,x,8453') // [1, 8453]
 */
export function fromStoredSmartAccountEnabledNetworks(stored: unknown): number[] {
  if (typeof stored !== 'string') return []
  return stored
    .split(',')
    .filter((entry) => /^[1-9]\d{0,15}$/.test(entry))
    .map(Number)
    .filter(Number.isSafeInteger)
}
