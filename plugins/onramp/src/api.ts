import {
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
  generateOnrampUrlResponseSchema,
  getErrorMessage,
  onrampBuyOptionsSchema,
  onrampBuyQuoteQuery,
  onrampBuyQuoteSchema,
  onrampCountry,
  placeholderOnrampQuote,
  toOnrampOptions,
  toOnrampQuote,
  type GenerateOnrampUrlRequest,
  type OnrampOptionsResponse,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type PluginHost,
} from '@portico/contracts'

/**
 * A Coinbase onramp page for the wallet through POST /v1/generators/onrampurl (SPEC section 7).
 * Resolves with an https URL; fails with the API client's error ('HTTP status code: N', or the
 * response's first schema issue).
 */
export async function generateOnrampUrl(host: PluginHost, request: GenerateOnrampUrlRequest): Promise<string> {
  const { url } = await host.api.blockchain.post('/v1/generators/onrampurl', generateOnrampUrlResponseSchema, request)
  return url
}

/**
 * What can be paid with and bought, through GET /v1/onramp/buy/options?country (the Blockchain
 * API's buy options, read into SPEC section 3's shape). Never fails: on any error the built-in
 * payment currencies apply, with nothing listed to buy (section 8), as AppKit falls back.
 */
export async function fetchOnrampOptions(host: PluginHost, country = onrampCountry(globalThis.navigator?.language)): Promise<OnrampOptionsResponse> {
  try {
    return toOnrampOptions(await host.api.blockchain.get('/v1/onramp/buy/options', onrampBuyOptionsSchema, { country }))
  } catch (error) {
    host.log.warn('onramp options failed, using the defaults:', getErrorMessage(error))
    return { paymentCurrencies: [...DEFAULT_ONRAMP_PAYMENT_CURRENCIES], purchaseCurrencies: [] }
  }
}

/**
 * A quote through GET /v1/onramp/buy/quotes (the Blockchain API's buy quote, read into SPEC
 * section 3's shape). Never fails: on any error the placeholder quote with id MOCKED_QUOTE_ID
 * applies (section 8), as AppKit falls back.
 */
export async function fetchOnrampQuote(host: PluginHost, request: OnrampQuoteRequest, country = onrampCountry(globalThis.navigator?.language)): Promise<OnrampQuote> {
  try {
    return toOnrampQuote(await host.api.blockchain.get('/v1/onramp/buy/quotes', onrampBuyQuoteSchema, onrampBuyQuoteQuery(request, country)))
  } catch (error) {
    host.log.warn('onramp quote failed, using a placeholder:', getErrorMessage(error))
    return placeholderOnrampQuote(request)
  }
}
