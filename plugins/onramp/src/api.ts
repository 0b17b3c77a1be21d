import {
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
  generateOnrampUrlResponseSchema,
  getErrorMessage,
  onrampOptionsResponseSchema,
  onrampQuoteSchema,
  placeholderOnrampQuote,
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
 * What can be paid with and bought, through GET /v1/onramp/options (SPEC section 7). Never fails:
 * on any error the built-in payment currencies apply, with nothing listed to buy (section 8).
 */
export async function fetchOnrampOptions(host: PluginHost): Promise<OnrampOptionsResponse> {
  try {
    return await host.api.blockchain.get('/v1/onramp/options', onrampOptionsResponseSchema)
  } catch (error) {
    host.log.warn('onramp options failed, using the defaults:', getErrorMessage(error))
    return { paymentCurrencies: [...DEFAULT_ONRAMP_PAYMENT_CURRENCIES], purchaseCurrencies: [] }
  }
}

/**
 * A quote through POST /v1/onramp/quote (SPEC section 7). Never fails: on any error the
 * placeholder quote with id MOCKED_QUOTE_ID applies (section 8).
 */
export async function fetchOnrampQuote(host: PluginHost, request: OnrampQuoteRequest): Promise<OnrampQuote> {
  try {
    return await host.api.blockchain.post('/v1/onramp/quote', onrampQuoteSchema, request)
  } catch (error) {
    host.log.warn('onramp quote failed, using a placeholder:', getErrorMessage(error))
    return placeholderOnrampQuote(request)
  }
}
