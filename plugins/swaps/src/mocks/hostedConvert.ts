import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import * as z from 'zod/mini'
import { oneInchV6RouterAbi } from '../guard/routerAbis'

// The hosted convert wire, read from reown-com/blockchain-api (snapshot of 2025-10-30). The mocks
// parse requests and type answers with these, so the sandbox answers as the service does.

const digits = z.string().check(z.regex(/^\d+$/))

/**
 * POST /v1/convert/build-transaction body: `ConvertTransactionQueryParams` of
 * `src/handlers/convert/transaction.rs`: `amount` a string, `eip155.slippage` a `usize` (an integer;
 * a string is refused by the JSON extractor with 422), `disableEstimate` optional.
 */
export const hostedBuildTransactionBodySchema = z.object({
  projectId: z.string(),
  amount: digits,
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  eip155: z.optional(z.object({ slippage: z.number().check(z.int(), z.nonnegative()), permit: z.optional(z.string()) })),
  disableEstimate: z.optional(z.boolean()),
})

/**
 * Its answer, `ConvertTransactionResponseBody`: `tx.amount` is 1inch's dstAmount (what it expects
 * out), `tx.eip155` optional with `gas` (1inch's estimate plus 10 %, `src/providers/one_inch.rs`) and `gasPrice`.
 */
export const hostedBuildTransactionAnswerSchema = z.strictObject({
  tx: z.strictObject({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    amount: z.string(),
    eip155: z.optional(z.strictObject({ gas: z.string(), gasPrice: z.string() })),
  }),
})
export type HostedBuildTransactionAnswer = z.infer<typeof hostedBuildTransactionAnswerSchema>

/** GET /v1/convert/build-approve query, `ConvertApproveQueryParams` of `src/handlers/convert/approve.rs`: no userAddress; `amount` optional (1inch then approves 2^256-1). */
export const hostedBuildApproveQuerySchema = z.object({ projectId: z.string(), from: z.string(), to: z.string(), amount: z.optional(digits) })

/**
 * Its answer, `ConvertApproveResponseBody`: `tx.from` echoes the `from` query, `tx.to` is the token
 * 1inch was asked about (the `to` query's address, `src/providers/one_inch.rs`), `tx.eip155`
 * optional with `gasPrice` only: no gas.
 */
export const hostedBuildApproveAnswerSchema = z.strictObject({
  tx: z.strictObject({ from: z.string(), to: z.string(), data: z.string(), value: z.string(), eip155: z.optional(z.strictObject({ gasPrice: z.string() })) }),
})
export type HostedBuildApproveAnswer = z.infer<typeof hostedBuildApproveAnswerSchema>

/** GET /v1/convert/allowance query, `src/handlers/convert/allowance.rs`: both addresses CAIP-10 (the 1inch provider splits them). */
export const hostedAllowanceQuerySchema = z.object({ projectId: z.string(), tokenAddress: z.string(), userAddress: z.string() })

/** A provider's 400, `new_error_response` of `src/error.rs`: the product shows the first reason's description. */
export const hostedErrorAnswer = (description: string) => ({ status: 'FAILED', reasons: [{ field: '', description: `Conversion parameter error: ${description}` }] })

// Ethereum mainnet facts for the fixtures: 1inch AggregationRouterV6, USDC, anvil's first account.
const ONE_INCH_V6: Address = '0x111111125421ca6dc452d289314280a0f8842a65'
const USDC: Address = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const USER: Address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const NATIVE: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The swap the fixtures answer: 1 ETH for USDC at 1 % slippage, by `userAddress` on Ethereum. */
export const hostedFixtureRequest = { chainId: 1, user: USER, from: `eip155:1:${NATIVE}`, to: `eip155:1:${USDC}`, amount: 10n ** 18n, dstAmount: 3_000_000_000n, router: ONE_INCH_V6, usdc: USDC }

/** What build-transaction answers for it through 1inch (`swap`, minReturn = dstAmount less 1 %). */
export const hostedBuildTransactionFixture: HostedBuildTransactionAnswer = {
  tx: {
    from: `eip155:1:${USER}`,
    to: `eip155:1:${ONE_INCH_V6}`,
    data: encodeFunctionData({
      abi: oneInchV6RouterAbi,
      functionName: 'swap',
      args: [
        '0x5141b82f5ffda4c6fe1e372978f1c5427640a190',
        { srcToken: NATIVE, dstToken: USDC, srcReceiver: '0x5141b82f5ffda4c6fe1e372978f1c5427640a190', dstReceiver: USER, amount: 10n ** 18n, minReturnAmount: 2_970_000_000n, flags: 0n },
        '0x',
      ],
    }),
    amount: '3000000000',
    eip155: { gas: '200200', gasPrice: '1500000000' },
  },
}

/** What build-approve answers for USDC -> ETH with `amount=1000000000` (1,000 USDC): echoes and no gas. */
export const hostedBuildApproveFixture: HostedBuildApproveAnswer = {
  tx: {
    from: `eip155:1:${USDC}`,
    to: `eip155:1:${NATIVE}`,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ONE_INCH_V6, 1_000_000_000n] }),
    value: '0',
    eip155: { gasPrice: '1500000000' },
  },
}
