import { getFeeHistory, getGasPrice } from 'viem/actions'
import * as z from 'zod'
import { evmChainSchema } from '../evmAccount'
import { parseRequest } from '../parseRequest'
import { readChain } from '../readChain'
import { swapChainOf, type ConvertDeps } from './swapChain'

/** GET /v1/convert/gas-price query (`GasPriceQueryParams`): the chain as CAIP-2. */
export const convertGasPriceQuerySchema = z.object({ projectId: z.string().min(1), chainId: evmChainSchema })

/** Wei per gas at three speeds (`GasPriceQueryResponseBody`). */
export interface ConvertGasPriceAnswer {
  standard: string
  fast: string
  instant: string
}

/** The blocks and tip percentiles the three speeds are read from. */
const FEE_HISTORY_BLOCKS = 10
const SPEED_PERCENTILES = [25, 60, 90]

const mean = (values: readonly bigint[]) => (values.length === 0 ? 0n : values.reduce((sum, value) => sum + value, 0n) / BigInt(values.length))

/**
 * GET /v1/convert/gas-price: the next block's base fee plus the tips paid at the 25th, 60th and
 * 90th percentile over the last 10 blocks (eth_feeHistory); a chain without EIP-1559 answers its
 * eth_gasPrice at all three speeds.
 * @example await getConvertGasPrice({ projectId: 'p', chainId: 'eip155:31337' }, deps)
 */
export async function getConvertGasPrice(request: unknown, deps: ConvertDeps): Promise<ConvertGasPriceAnswer> {
  const query = parseRequest(convertGasPriceQuerySchema, request)
  const chain = swapChainOf(deps, query.chainId)
  const history = await readChain(`eip155:${chain.chainId}`, () => getFeeHistory(chain.client, { blockCount: FEE_HISTORY_BLOCKS, rewardPercentiles: SPEED_PERCENTILES }))
  const baseFee = history.baseFeePerGas.at(-1)
  if (!baseFee) {
    const price = (await readChain(`eip155:${chain.chainId}`, () => getGasPrice(chain.client))).toString()
    return { standard: price, fast: price, instant: price }
  }
  const [standard, fast, instant] = SPEED_PERCENTILES.map((_, index) => baseFee + mean((history.reward ?? []).map((tips) => tips[index] ?? 0n)))
  return { standard: String(standard), fast: String(fast), instant: String(instant) }
}
