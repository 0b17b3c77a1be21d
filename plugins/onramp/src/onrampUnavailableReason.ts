import { isRestrictedTimezone, ONRAMP_CHAINS, type CaipNetwork, type ChainNamespace } from '@portico/contracts'

export const OnrampUnavailableMessages = {
  RESTRICTED_REGION: 'Buying crypto is not available in your region.',
  NO_NETWORK: 'Select a network to buy crypto.',
  unsupportedNetwork: (name: string) => `Buying crypto is not available on ${name}.`,
} as const

/**
 * Why the onramp is unavailable, or undefined when it is available: it serves the onramp chains
 * (eip155, solana) outside the restricted time zones only (SPEC section 9).
 * @example onrampUnavailableReason(bitcoin, 'Europe/Berlin') // 'Buying crypto is not available on Bitcoin.'
 */
export function onrampUnavailableReason(network: CaipNetwork | undefined, timeZone: string | undefined): string | undefined {
  if (isRestrictedTimezone(timeZone)) return OnrampUnavailableMessages.RESTRICTED_REGION
  if (!network) return OnrampUnavailableMessages.NO_NETWORK
  if (!(ONRAMP_CHAINS as readonly ChainNamespace[]).includes(network.chainNamespace)) return OnrampUnavailableMessages.unsupportedNetwork(network.name)
  return undefined
}

/** The browser's IANA time zone, or undefined where `Intl` cannot tell. */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
