import type { PluginHost } from '@portico/contracts'
import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import type { SwapToken } from '../api/schemas'
import { isNativeToken, tokenAddress } from '../tokens'

/** A JSON-RPC quantity or 32-byte word as a bigint. */
const toBigInt = (answer: unknown, method: string): bigint => {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]+$/.test(answer)) throw new Error(`${method} answered ${String(answer)}`)
  return BigInt(answer)
}

/** The account's native balance, wei, through the wallet (eth_getBalance is safe: no prompt). */
export async function readNativeBalance(host: PluginHost, address: string): Promise<bigint> {
  return toBigInt(await host.rpc.request({ method: 'eth_getBalance', params: [address, 'latest'] }), 'eth_getBalance')
}

/** One token's balance in base units: native, or the ERC-20's balanceOf (eth_call, safe). */
export async function readTokenBalance(host: PluginHost, token: SwapToken, address: string): Promise<bigint> {
  if (isNativeToken(token)) return readNativeBalance(host, address)
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] })
  return toBigInt(await host.rpc.request({ method: 'eth_call', params: [{ to: tokenAddress(token), data }, 'latest'] }), 'eth_call')
}

/**
 * The account's balances of these tokens, read from the chain so they are exact (base units) and
 * follow a swap at once; a token whose read fails is left out (the view shows no balance for it).
 */
export async function readBalances(host: PluginHost, tokens: readonly SwapToken[], address: string): Promise<Record<string, bigint>> {
  const read = await Promise.all(
    tokens.map(async (token) => {
      try {
        return [[token.address, await readTokenBalance(host, token, address)] as const]
      } catch (error) {
        host.log.warn(`swaps: no balance of ${token.symbol}:`, error)
        return []
      }
    }),
  )
  return Object.fromEntries(read.flat())
}
