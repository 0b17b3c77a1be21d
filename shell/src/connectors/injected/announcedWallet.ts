import type { Eip6963ProviderInfo } from '@portico/contracts'

/** The EIP-1193 surface the shell uses; viem's `custom` transport wraps it. */
export interface Eip1193Provider {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on?: (event: string, listener: (...args: unknown[]) => void) => void
  removeListener?: (event: string, listener: (...args: unknown[]) => void) => void
}

/** A wallet discovered through EIP-6963. */
export interface AnnouncedWallet {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}
