import { isRestrictedTimezone, ONRAMP_CHAINS, type CaipNetwork, type ChainNamespace, type Translate } from '@portico/contracts'
import { englishOnramp } from './i18n/englishOnramp'
import type { OnrampMessageKey } from './i18n/onrampCatalogue'

/**
 * Why the onramp is unavailable, or undefined when it is available: it serves the onramp chains
 * (eip155, solana) outside the restricted time zones only (SPEC section 9). Said with `t`.
 * @example onrampUnavailableReason(bitcoin, 'Europe/Berlin') // 'Buying crypto is not available on Bitcoin.'
 */
export function onrampUnavailableReason(network: CaipNetwork | undefined, timeZone: string | undefined, t: Translate<OnrampMessageKey> = englishOnramp): string | undefined {
  if (isRestrictedTimezone(timeZone)) return t('restrictedRegion')
  if (!network) return t('noNetwork')
  if (!(ONRAMP_CHAINS as readonly ChainNamespace[]).includes(network.chainNamespace)) return t('unsupportedNetwork', { network: network.name })
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
