import type { TokenBalance } from '@portico/contracts'
import { createClient, erc20Abi, formatUnits, http, type Address } from 'viem'
import { getBalance, readContract } from 'viem/actions'
import { nftBalance, toBalance } from './balanceFixtures'

export interface MockChain {
  chainId: number
  rpcUrl: string
}

export interface MockToken {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
}

/**
 * The account's balances as the Blockchain API would answer them, read from the chain's node:
 * the native balance and each known ERC-20's balanceOf, so a send shows in what the user sees.
 */
export async function readChainBalances(chain: MockChain, tokens: readonly MockToken[], address: Address): Promise<TokenBalance[]> {
  const client = createClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }) })
  const caipNetworkId = `eip155:${chain.chainId}`
  const onChain = tokens.filter((token) => token.chainId === chain.chainId)
  const [wei, ...amounts] = await Promise.all([
    getBalance(client, { address }),
    ...onChain.map((token) => readContract(client, { address: token.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
  ])
  return [
    toBalance({ caipNetworkId, name: 'Ether', symbol: 'ETH', decimals: 18, numeric: formatUnits(wei, 18) }),
    ...onChain.map((token, index) =>
      toBalance({ caipNetworkId, name: token.name, symbol: token.symbol, decimals: token.decimals, numeric: formatUnits(amounts[index] ?? 0n, token.decimals), tokenAddress: token.address }),
    ),
    nftBalance(caipNetworkId),
  ]
}
