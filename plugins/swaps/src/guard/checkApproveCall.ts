import { decodeFunctionData, erc20Abi, isAddressEqual, type Address, type Hex } from 'viem'
import { UnsafeSwapError } from './unsafeSwapError'

/** What the approval the user reviewed allows: one of the chain's routers, `amount` base units. */
export interface ReviewedApproval {
  routers: readonly Address[]
  amount: bigint
}

/**
 * Checks the convert API's approve calldata: ERC-20 `approve(spender, amount)` with a spender among
 * the allowed routers and exactly the reviewed amount (the exact input, or 2^256-1 only when the
 * user chose unlimited). Throws UnsafeSwapError otherwise.
 * @returns the router the approval lets spend
 * @example checkApproveCall('0x095ea7b3...', { routers: [router], amount: 10_000_000n }) // router
 */
export function checkApproveCall(data: Hex, reviewed: ReviewedApproval): Address {
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    call = decodeFunctionData({ abi: erc20Abi, data })
  } catch {
    throw new UnsafeSwapError(`the approval's calldata is not an ERC-20 call (${data.slice(0, 10)})`)
  }
  if (call.functionName !== 'approve') throw new UnsafeSwapError(`the approval calls ${call.functionName}, not approve`)
  const [spender, amount] = call.args
  if (!reviewed.routers.some((router) => isAddressEqual(router, spender))) throw new UnsafeSwapError(`the approval lets ${spender} spend, which is not a known router`)
  if (amount !== reviewed.amount) throw new UnsafeSwapError(`the approval allows ${amount}, not the reviewed ${reviewed.amount}`)
  return spender
}
