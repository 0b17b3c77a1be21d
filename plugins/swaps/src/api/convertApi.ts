import { API_CURRENCY, ThrownMessages, type CaipNetwork, type PluginHost } from '@portico/contracts'
import { isSwapNetwork } from '../swapNetworks'
import {
  allowanceResponseSchema,
  approveTransactionResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  quotesResponseSchema,
  swapTransactionResponseSchema,
  tokensResponseSchema,
  type ApproveTransaction,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
} from './schemas'

/** The convert calls of the Blockchain API on the active network. */
export interface ConvertApi {
  /** GET /v1/convert/tokens: the tokens Swap offers here; an invalid item is dropped with a log line. */
  tokens: () => Promise<SwapToken[]>
  /** GET /v1/convert/quotes: what `amount` (base units) of `from` buys of `to`. */
  quote: (args: { amount: bigint; userAddress: string; from: string; to: string; gasPrice: bigint }) => Promise<SwapQuote>
  /** GET /v1/convert/allowance: what the swap router may spend of the user's token (both CAIP-10: the service splits them). */
  allowance: (args: { tokenAddress: string; userAddress: string }) => Promise<bigint>
  /** GET /v1/convert/gas-price: the standard gas price, wei. */
  gasPrice: () => Promise<bigint>
  /** POST /v1/convert/build-transaction: the swap, with the spec's slippage (an integer percent: the service's `usize`); no estimate. */
  buildTransaction: (args: { amount: bigint; from: string; to: string; userAddress: string; slippage: number }) => Promise<SwapTransaction>
  /** GET /v1/convert/build-approve: the approve call that lets the router spend `amount` (base units) of `from`. */
  buildApprove: (args: { from: string; to: string; amount: bigint }) => Promise<ApproveTransaction>
  /** POST /v1/fungible/price: USD prices by symbol (upper case) of the CAIP-10 addresses. */
  prices: (addresses: readonly string[]) => Promise<Map<string, number>>
}

/**
 * The convert calls of the Blockchain API (SPEC section 7) on the active network, every answer
 * zod-checked. A network the dapp does not swap on throws 'Network not supported for Swaps' (and
 * 'Network not supported for Gas Price' for the gas price) before anything is asked.
 * @example const { toAmount } = await createConvertApi(host).quote({ amount: 10n ** 18n, userAddress, from, to, gasPrice })
 */
export function createConvertApi(host: PluginHost): ConvertApi {
  const client = host.api.blockchain
  const swapNetwork = (message: string): CaipNetwork => {
    const network = host.store.get(host.atoms.network)
    if (!isSwapNetwork(host, network)) throw new Error(message)
    return network
  }
  const forSwaps = () => swapNetwork(ThrownMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS)

  return {
    async tokens() {
      const { tokens } = await client.get('/v1/convert/tokens', tokensResponseSchema, { chainId: forSwaps().caipNetworkId })
      return tokens
    },
    async quote(args) {
      forSwaps()
      const { quotes } = await client.get('/v1/convert/quotes', quotesResponseSchema, {
        amount: args.amount.toString(),
        userAddress: args.userAddress,
        from: args.from,
        to: args.to,
        gasPrice: args.gasPrice.toString(),
      })
      return quotes[0]!
    },
    async allowance(args) {
      forSwaps()
      return (await client.get('/v1/convert/allowance', allowanceResponseSchema, args)).allowance
    },
    async gasPrice() {
      const network = swapNetwork(ThrownMessages.NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE)
      return (await client.get('/v1/convert/gas-price', gasPriceResponseSchema, { chainId: network.caipNetworkId })).standard
    },
    async buildTransaction(args) {
      forSwaps()
      const body = {
        projectId: host.options.projectId,
        userAddress: args.userAddress,
        amount: args.amount.toString(),
        from: args.from,
        to: args.to,
        eip155: { slippage: Math.trunc(args.slippage) },
        disableEstimate: true,
      }
      return (await client.post('/v1/convert/build-transaction', swapTransactionResponseSchema, body)).tx
    },
    async buildApprove(args) {
      forSwaps()
      return (await client.get('/v1/convert/build-approve', approveTransactionResponseSchema, { from: args.from, to: args.to, amount: args.amount.toString() })).tx
    },
    async prices(addresses) {
      const { fungibles } = await client.post('/v1/fungible/price', fungiblePriceResponseSchema, { projectId: host.options.projectId, currency: API_CURRENCY, addresses })
      return new Map(fungibles.map((fungible) => [fungible.symbol.toUpperCase(), fungible.price]))
    },
  }
}
