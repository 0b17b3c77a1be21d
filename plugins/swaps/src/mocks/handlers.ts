import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from '@portico/contracts/testing'
import { http, HttpResponse, type HttpHandler } from 'msw'
import * as z from 'zod/mini'
import { createAmmClient, NoLiquidityError, type AmmClient } from './ammClient'
import { hostedBuildApproveQuerySchema, hostedBuildTransactionBodySchema, type HostedBuildApproveAnswer, type HostedBuildTransactionAnswer } from './hostedConvert'

export interface SwapsMockOptions {
  /** Default the product's default, https://rpc.walletconnect.org. */
  baseUrl?: string
  chains: readonly SandboxChain[]
  tokens: readonly SandboxToken[]
  /** Uniswap V2 on the chains that swap; any other chain answers 400. */
  uniswapV2: readonly SandboxUniswapV2[]
}

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const caip10 = z.string().check(z.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/))
const digits = z.string().check(z.regex(/^\d+$/))
const priceBodySchema = z.object({ projectId: z.string().check(z.minLength(1)), currency: z.literal('usd'), addresses: z.array(caip10) })

/** A 400 as the API sends it (`new_error_response`): the reason's description is what the product shows. */
const badRequest = (description: string) => HttpResponse.json({ status: 'FAILED', reasons: [{ field: '', description }] }, { status: 400 })
/** The service's JSON extractor refuses a body of another shape with a plain-text 422, as axum does. */
const unprocessable = (issue: string) => new HttpResponse(`Failed to deserialize the JSON body into the target type: ${issue}`, { status: 422, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
const split = (caip: string) => {
  const [, chainId = '', address = ''] = caip.split(':')
  return { chainId: Number(chainId), address: address as `0x${string}` }
}

const noProject = (url: URL) => !url.searchParams.get('projectId')
/** Runs a handler; no route between the two tokens answers 400 'Insufficient liquidity' as the service does. */
const answer = async (run: () => Promise<Response>) => {
  try {
    return await run()
  } catch (error) {
    if (error instanceof NoLiquidityError) return badRequest(error.message)
    throw error
  }
}

type AmmOf = (chainId: number) => AmmClient | undefined
type TokensOf = (chainId: number) => { name: string; symbol: string; address: string; decimals: number }[]

/** The sandbox's Uniswap V2 client per chain, and each chain's swappable tokens (the native token first). */
function sandboxAmms(options: SwapsMockOptions): { ammOf: AmmOf; tokensOf: TokensOf } {
  const amms = new Map<number, AmmClient>()
  for (const amm of options.uniswapV2) {
    const chain = options.chains.find((c) => c.chainId === amm.chainId)
    if (chain) amms.set(chain.chainId, createAmmClient(chain, amm, options.tokens))
  }
  return {
    ammOf: (chainId) => amms.get(chainId),
    tokensOf: (chainId) => [
      { name: 'Ether', symbol: 'ETH', address: `eip155:${chainId}:${NATIVE}`, decimals: 18 },
      ...options.tokens.filter((t) => t.chainId === chainId).map((t) => ({ name: t.name, symbol: t.symbol, address: `eip155:${chainId}:${t.address}`, decimals: t.decimals })),
    ],
  }
}

/** POST /v1/fungible/price: each known token's USD price from its pool (PUSD is 1 USD); an unknown one is left out. */
function fungiblePriceHandler(baseUrl: string, ammOf: AmmOf, tokensOf: TokensOf): HttpHandler {
  return http.post(`${baseUrl}/v1/fungible/price`, async ({ request }) => {
    const body = priceBodySchema.safeParse(await request.json())
    if (!body.success) return badRequest(body.error.issues[0]?.message ?? 'Invalid request')
    const fungibles = await Promise.all(
      body.data.addresses.map(async (caip) => {
        const { chainId, address } = split(caip)
        const token = tokensOf(chainId).find((t) => t.address.toLowerCase() === caip.toLowerCase())
        const price = await ammOf(chainId)?.priceInUSD(address)
        return token && price !== undefined ? [{ name: token.name, symbol: token.symbol, iconUrl: '', price }] : []
      }),
    )
    return HttpResponse.json({ fungibles: fungibles.flat() })
  })
}

/** GET build-approve and POST build-transaction: real approve and swap calldata, in the hosted service's shapes. */
function buildHandlers(baseUrl: string, ammOf: AmmOf): HttpHandler[] {
  return [
    http.get(`${baseUrl}/v1/convert/build-approve`, async ({ request }) => {
      const url = new URL(request.url)
      const query = hostedBuildApproveQuerySchema.safeParse(Object.fromEntries(url.searchParams))
      if (!query.success || noProject(url) || !caip10.safeParse(query.data.from).success || !caip10.safeParse(query.data.to).success) return badRequest('Invalid approve request')
      const { chainId } = split(query.data.from)
      const amm = ammOf(chainId)
      if (!amm) return badRequest('Network not supported for Swaps')
      // As the service: `from` echoed, `to` the token 1inch was asked about, the gas price only.
      const tx: HostedBuildApproveAnswer['tx'] = {
        from: query.data.from,
        to: `eip155:${chainId}:${split(query.data.to).address.toLowerCase()}`,
        data: amm.approveCall(query.data.amount === undefined ? undefined : BigInt(query.data.amount)),
        value: '0',
        eip155: { gasPrice: (await amm.gasPrice()).toString() },
      }
      return HttpResponse.json({ tx })
    }),
    http.post(`${baseUrl}/v1/convert/build-transaction`, async ({ request }) =>
      answer(async () => {
        const body = hostedBuildTransactionBodySchema.safeParse(await request.json())
        if (!body.success) return unprocessable(`${body.error.issues[0]?.path.join('.')}: ${body.error.issues[0]?.message}`)
        const { eip155 } = body.data
        if (!eip155) return badRequest('slippage parameter is necessary for this type of conversion')
        if (![body.data.from, body.data.to, body.data.userAddress].every((caip) => caip10.safeParse(caip).success)) return badRequest('Invalid request')
        const { chainId } = split(body.data.from)
        const amm = ammOf(chainId)
        if (!amm) return badRequest('Network not supported for Swaps')
        const [from, to, amount] = [split(body.data.from).address, split(body.data.to).address, BigInt(body.data.amount)]
        const { path, out } = await amm.amountOut(from, to, amount)
        const basisPoints = BigInt(eip155.slippage * 100)
        const user = split(body.data.userAddress).address.toLowerCase() as `0x${string}`
        const call = amm.swapCall({ from, to, path, amount, minimumOut: (out * (10_000n - basisPoints)) / 10_000n, user })
        // As the service: 1inch's lower-case addresses, its dstAmount as `amount`, its gas plus 10 %.
        const tx: HostedBuildTransactionAnswer['tx'] = {
          from: `eip155:${chainId}:${user}`,
          to: `eip155:${chainId}:${amm.router.toLowerCase()}`,
          data: call.data,
          amount: out.toString(),
          eip155: { gas: ((call.gas * 11n) / 10n).toString(), gasPrice: (await amm.gasPrice()).toString() },
        }
        return HttpResponse.json({ tx })
      }),
    ),
  ]
}

/**
 * MSW handlers of the convert calls and fungible prices (SPEC section 7), answered from the
 * sandbox's Uniswap V2 on anvil: quotes by the router's getAmountsOut, allowances by the token,
 * real approve and swap calldata, the node's gas price, prices from the pools (PUSD is 1 USD).
 * No route between two tokens answers 400 'Insufficient liquidity'. Requests and answers have the
 * hosted service's shapes (hostedConvert.ts): build-transaction takes an integer slippage and
 * answers the expected output as `amount`; build-approve takes `amount` and answers no gas.
 * @example setupWorker(...createSwapsHandlers({ chains, tokens, uniswapV2 })).start()
 */
export function createSwapsHandlers(options: SwapsMockOptions): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? 'https://rpc.walletconnect.org').replace(/\/$/, '')
  const { ammOf, tokensOf } = sandboxAmms(options)

  return [
    http.get(`${baseUrl}/v1/convert/tokens`, ({ request }) => {
      const url = new URL(request.url)
      if (noProject(url)) return badRequest('projectId is required')
      const chainId = Number(url.searchParams.get('chainId')?.split(':')[1])
      return ammOf(chainId) ? HttpResponse.json({ tokens: tokensOf(chainId) }) : badRequest('Network not supported for Swaps')
    }),
    http.get(`${baseUrl}/v1/convert/quotes`, ({ request }) =>
      answer(async () => {
        const url = new URL(request.url)
        const [from, to, amount] = [caip10.safeParse(url.searchParams.get('from')), caip10.safeParse(url.searchParams.get('to')), digits.safeParse(url.searchParams.get('amount'))]
        if (noProject(url) || !from.success || !to.success || !amount.success || !url.searchParams.get('userAddress')) return badRequest('Invalid quote request')
        const amm = ammOf(split(from.data).chainId)
        if (!amm || BigInt(amount.data) === 0n) return badRequest('Insufficient liquidity')
        const { out } = await amm.amountOut(split(from.data).address, split(to.data).address, BigInt(amount.data))
        return HttpResponse.json({ quotes: [{ fromAmount: amount.data, fromAccount: from.data, toAmount: out.toString(), toAccount: to.data }] })
      }),
    ),
    http.get(`${baseUrl}/v1/convert/allowance`, async ({ request }) => {
      const url = new URL(request.url)
      const [token, owner] = [caip10.safeParse(url.searchParams.get('tokenAddress')), caip10.safeParse(url.searchParams.get('userAddress'))]
      if (noProject(url) || !token.success || !owner.success) return badRequest('Invalid allowance request')
      const amm = ammOf(split(token.data).chainId)
      if (!amm) return badRequest('Network not supported for Swaps')
      return HttpResponse.json({ allowance: (await amm.allowance(split(token.data).address, split(owner.data).address)).toString() })
    }),
    http.get(`${baseUrl}/v1/convert/gas-price`, async ({ request }) => {
      const url = new URL(request.url)
      const amm = ammOf(Number(url.searchParams.get('chainId')?.split(':')[1]))
      if (noProject(url) || !amm) return badRequest('Network not supported for Gas Price')
      const price = (await amm.gasPrice()).toString()
      return HttpResponse.json({ standard: price, fast: price, instant: price })
    }),
    ...buildHandlers(baseUrl, ammOf),
    fungiblePriceHandler(baseUrl, ammOf, tokensOf),
  ]
}
