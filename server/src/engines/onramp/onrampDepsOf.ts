import type { ServerContext } from '../../http/serverContext'
import type { OnrampDeps } from './onrampDeps'

/**
 * The onramp engine on the server: the configured Coinbase app (its API key read from `keys` by
 * name) and providers, with the server's upstream timeout unless the app sets its own.
 * @example const deps = onrampDepsOf(context)
 */
export function onrampDepsOf(context: ServerContext): OnrampDeps {
  const { coinbase, providers } = context.config.onramp
  if (!coinbase) return { providers }
  const apiKey = coinbase.apiKey ? context.config.keys[coinbase.apiKey] : undefined
  if (coinbase.apiKey && !apiKey) throw new Error(`onramp.coinbase.apiKey names keys.${coinbase.apiKey}, which is not set`)
  return { coinbase: { ...coinbase, apiKey, timeoutMs: coinbase.timeoutMs ?? context.config.upstreamTimeoutMs }, providers }
}
