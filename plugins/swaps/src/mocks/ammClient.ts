import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from '@portico/contracts/testing'
import { createClient, encodeFunctionData, erc20Abi, http, isAddressEqual, maxUint256, parseAbi, zeroAddress, type Address, type Hex } from 'viem'
import { getGasPrice, readContract } from 'viem/actions'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** What a two-hop Uniswap V2 swap costs at most, roughly: the mock's gas for the wallet. */
const SWAP_GAS = 250_000n

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])
const routerAbi = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])

/** No pool (or none deep enough) joins the two tokens: the API's 400 reason. */
export class NoLiquidityError extends Error {
  override name = 'NoLiquidityError'
}

/** The sandbox's Uniswap V2 as the convert API mock reads and calls it. */
export interface AmmClient {
  router: Address
  /** What `amount` of `from` buys of `to`, and the path it goes through; NoLiquidityError without a pool. */
  amountOut: (from: string, to: string, amount: bigint) => Promise<{ path: Address[]; out: bigint }>
  /** A token's USD price from its pool with PUSD (1 USD); ETH through WETH. Unknown: undefined. */
  priceInUSD: (address: string) => Promise<number | undefined>
  gasPrice: () => Promise<bigint>
  allowance: (token: Address, owner: Address) => Promise<bigint>
  /** The token's approve of the router for `amount`; without one, as 1inch does, for 2^256-1. */
  approveCall: (amount?: bigint) => Hex
  /** The router's swap of `amount`, paying at least `minimumOut` to `user` within 20 minutes. */
  swapCall: (args: { from: string; to: string; path: Address[]; amount: bigint; minimumOut: bigint; user: Address }) => { data: Hex; gas: bigint }
}

/**
 * The sandbox's Uniswap V2 on one chain, as the mock convert API reads it from anvil: routes
 * (direct, else through WETH or PUSD), the router's getAmountsOut, pool prices, allowances, and the
 * real calldata of the token's approve and the router's swaps.
 */
export function createAmmClient(chain: SandboxChain, amm: SandboxUniswapV2, tokens: readonly SandboxToken[]): AmmClient {
  const client = createClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }) })
  const router = amm.router as Address
  const weth = amm.weth as Address
  const chainTokens = tokens.filter((token) => token.chainId === chain.chainId)
  const dollar = chainTokens.find((token) => token.symbol === 'PUSD')
  /** The pool address of two tokens (native as WETH), or undefined. */
  const pairOf = async (a: Address, b: Address) => {
    const pair = await readContract(client, { address: amm.factory as Address, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
    return isAddressEqual(pair, zeroAddress) ? undefined : pair
  }
  const onChain = (address: string): Address => (address.toLowerCase() === NATIVE ? weth : (address as Address))

  /** The token path from `from` to `to`: direct, or through WETH or PUSD. */
  async function route(from: string, to: string): Promise<Address[]> {
    const [a, b] = [onChain(from), onChain(to)]
    if (isAddressEqual(a, b)) throw new NoLiquidityError('Insufficient liquidity')
    if (await pairOf(a, b)) return [a, b]
    for (const middle of [weth, dollar?.address as Address | undefined]) {
      if (!middle || isAddressEqual(middle, a) || isAddressEqual(middle, b)) continue
      if ((await pairOf(a, middle)) && (await pairOf(middle, b))) return [a, middle, b]
    }
    throw new NoLiquidityError('Insufficient liquidity')
  }

  /** What `amount` of `from` buys of `to`, by the router's getAmountsOut. */
  async function amountOut(from: string, to: string, amount: bigint): Promise<{ path: Address[]; out: bigint }> {
    const path = await route(from, to)
    try {
      const amounts = await readContract(client, { address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, path] })
      const out = amounts.at(-1) ?? 0n
      if (out === 0n) throw new NoLiquidityError('Insufficient liquidity')
      return { path, out }
    } catch (error) {
      throw error instanceof NoLiquidityError ? error : new NoLiquidityError('Insufficient liquidity')
    }
  }

  /** A token's USD price from its pool with PUSD (1 USD); ETH through WETH. Unknown: undefined. */
  async function priceInUSD(address: string): Promise<number | undefined> {
    if (!dollar) return undefined
    const token = onChain(address)
    if (isAddressEqual(token, dollar.address as Address)) return 1
    const pair = await pairOf(token, dollar.address as Address)
    if (!pair) return undefined
    const [[reserve0, reserve1], token0] = await Promise.all([
      readContract(client, { address: pair, abi: pairAbi, functionName: 'getReserves' }),
      readContract(client, { address: pair, abi: pairAbi, functionName: 'token0' }),
    ])
    const [tokenReserve, dollarReserve] = isAddressEqual(token0, token) ? [reserve0, reserve1] : [reserve1, reserve0]
    const decimals = isAddressEqual(token, weth) ? 18 : (chainTokens.find((t) => isAddressEqual(t.address as Address, token))?.decimals ?? 18)
    return Number(dollarReserve) / 10 ** dollar.decimals / (Number(tokenReserve) / 10 ** decimals)
  }

  return {
    router,
    amountOut,
    priceInUSD,
    gasPrice: () => getGasPrice(client),
    allowance: (token: Address, owner: Address) => readContract(client, { address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, router] }),
    approveCall: (amount = maxUint256) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
    swapCall(args) {
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 20 * 60)
      const { path, amount, minimumOut, user } = args
      const data =
        args.from.toLowerCase() === NATIVE
          ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [minimumOut, path, user, deadline] })
          : args.to.toLowerCase() === NATIVE
            ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [amount, minimumOut, path, user, deadline] })
            : encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForTokens', args: [amount, minimumOut, path, user, deadline] })
      return { data, gas: SWAP_GAS }
    },
  }
}
