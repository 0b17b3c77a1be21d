import type { PluginHost } from '@portico/contracts'
import * as z from 'zod/mini'

/** The dapp's own keys at the onramp providers (`createAppKit({ onrampProviderKeys: { meld } })`). */
export const onrampProviderKeysSchema = z.object({ meld: z.optional(z.string().check(z.minLength(1), z.maxLength(256))) })
export type OnrampProviderKeys = z.infer<typeof onrampProviderKeysSchema>

/**
 * The onramp plugin's own option `onrampProviderKeys`, as the dapp passed it; an invalid one is
 * logged and none is used (the provider's page then has no key of the dapp's).
 * @example onrampProviderKeys(host).meld // 'pk_live_...'
 */
export function onrampProviderKeys(host: Pick<PluginHost, 'options' | 'log'>): OnrampProviderKeys {
  const given = host.options.own.onrampProviderKeys
  if (given === undefined) return {}
  const parsed = onrampProviderKeysSchema.safeParse(given)
  if (!parsed.success) host.log.error('onrampProviderKeys ignored:', parsed.error.issues[0]?.message)
  return parsed.success ? parsed.data : {}
}
