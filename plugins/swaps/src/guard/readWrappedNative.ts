import type { PluginHost } from '@portico/contracts'
import { decodeFunctionResult, encodeFunctionData, type Address, type Hex } from 'viem'
import { uniswapV2RouterAbi } from './routerAbis'

/**
 * A Uniswap V2 router's WETH(), read through the wallet's RPC: the token its paths name for the
 * native one.
 * @example await readWrappedNative(host, router) // '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' on Ethereum
 */
export async function readWrappedNative(host: PluginHost, router: Address): Promise<Address> {
  const result = await host.rpc.request({ method: 'eth_call', params: [{ to: router, data: encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'WETH' }) }, 'latest'] })
  if (typeof result !== 'string') throw new Error(`eth_call answered ${String(result)}`)
  return decodeFunctionResult({ abi: uniswapV2RouterAbi, functionName: 'WETH', data: result as Hex })
}
