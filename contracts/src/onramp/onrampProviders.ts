import * as z from 'zod/mini'
import { chainNamespaceSchema, type ChainNamespace } from '../caip/chainNamespace'
import { COINBASE_ONRAMP_HOST, MELD_ONRAMP_HOST, ONRAMP_PROVIDER_FEE_RANGE } from '../constants/onramp'
import { isHttpsUrlOnHost } from '../url/isHttpsUrlOnHost'

/**
 * An onramp provider (SPEC section 3): what the user picks to buy crypto. `url` is the provider's
 * page; Coinbase's is generated per purchase through POST /v1/generators/onrampurl instead.
 */
export const onrampProviderSchema = z.object({
  label: z.string().check(z.minLength(1)),
  name: z.enum(['coinbase', 'meld']),
  feeRange: z.string().check(z.minLength(1)),
  url: z.url(),
  supportedChains: z.readonly(z.array(chainNamespaceSchema)),
})
export type OnrampProvider = z.infer<typeof onrampProviderSchema>
export type OnrampProviderName = OnrampProvider['name']

/** The two onramp providers, fee range 1-2% each (SPEC section 9), as AppKit offers them. */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { label: 'Coinbase', name: 'coinbase', feeRange: ONRAMP_PROVIDER_FEE_RANGE, url: `https://${COINBASE_ONRAMP_HOST}`, supportedChains: ['eip155'] },
  { label: 'Meld.io', name: 'meld', feeRange: ONRAMP_PROVIDER_FEE_RANGE, url: `https://${MELD_ONRAMP_HOST}`, supportedChains: ['eip155', 'solana'] },
]

/**
 * The providers that deliver on a namespace, in their listed order.
 * @example onrampProvidersFor('solana').map((p) => p.name) // ['meld']
 */
export function onrampProvidersFor(namespace: ChainNamespace | undefined): OnrampProvider[] {
  return namespace ? ONRAMP_PROVIDERS.filter((provider) => provider.supportedChains.includes(namespace)) : []
}

/**
 * True when `url` may be opened for `provider`: https on the provider's own host, no credentials.
 * @example isProviderPageUrl(coinbase, 'https://pay.coinbase.com@evil.example/') // false
 */
export function isProviderPageUrl(provider: Pick<OnrampProvider, 'url'>, url: string): boolean {
  return isHttpsUrlOnHost(url, new URL(provider.url).host)
}
