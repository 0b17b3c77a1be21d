/** A provider the operator lists for GET /v1/onramp/providers (`ProvidersResponse`). */
export interface OnrampProviderSettings {
  name: string
  serviceProvider: string
  categories: string[]
  logos: { dark: string; darkShort: string; light: string; lightShort: string }
  status: string
  websiteUrl: string
  /** ISO 3166 countries it serves; every country when not set. */
  countries?: string[]
}

/** The operator's Coinbase Onramp settings: its app id and API key, the API it calls, how long it waits. */
export interface CoinbaseOnrampSettings {
  appId: string
  apiKey?: string
  /** The Onramp API the options and quotes come from, e.g. https://api.developer.coinbase.com/onramp/v1. */
  apiUrl: string
  /** Where the buy page lives; https://pay.coinbase.com by default. */
  payUrl?: string
  /** How long a call to the API may take; 5 s by default. */
  timeoutMs?: number
}

export interface OnrampDeps {
  coinbase?: CoinbaseOnrampSettings
  providers: readonly OnrampProviderSettings[]
  /** The HTTP client; the global fetch by default. */
  fetch?: typeof fetch
}
