import { getAddress, isAddress, type Address } from 'viem'

const ONE_INCH_V6 = '0x111111125421cA6dc452d289314280a0f8842A65'
// 1inch's own SDKs name another deployment on zkSync Era.
const ONE_INCH_V6_ZKSYNC = '0x6fd4383cB451173D5f9304F041C7BCBf27d561fF'
const UNISWAP_V2_ROUTER02 = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'

/**
 * The routers a swap may call by default, per EVM chain id: 1inch AggregationRouterV6 (the hosted
 * convert API's provider) on the 12 swap chains, and Uniswap V2 Router02 on Ethereum.
 */
export const DEFAULT_SWAP_ROUTERS: Readonly<Record<number, readonly Address[]>> = Object.freeze({
  1: [ONE_INCH_V6, UNISWAP_V2_ROUTER02],
  10: [ONE_INCH_V6],
  56: [ONE_INCH_V6],
  100: [ONE_INCH_V6],
  137: [ONE_INCH_V6],
  250: [ONE_INCH_V6],
  324: [ONE_INCH_V6_ZKSYNC],
  8217: [ONE_INCH_V6],
  8453: [ONE_INCH_V6],
  42161: [ONE_INCH_V6],
  43114: [ONE_INCH_V6],
  1313161554: [ONE_INCH_V6],
})

/**
 * The routers a swap on `chainId` may call: the dapp's `swapRouters[chainId]` when it lists that
 * chain (it replaces the default there), else the default; none on another chain. An entry that
 * is not an address is dropped (the shell passes the option unchecked).
 * @example swapRoutersFor({ 31337: ['0x9fE4...'] }, 31337) // ['0x9fE4...']
 */
export function swapRoutersFor(options: Readonly<Record<string, readonly string[]>> | undefined, chainId: number): Address[] {
  const listed = options?.[String(chainId)] ?? DEFAULT_SWAP_ROUTERS[chainId] ?? []
  return listed.filter((address) => isAddress(address, { strict: false })).map((address) => getAddress(address))
}
