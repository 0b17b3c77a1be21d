import { formatUnits, parseAbi, type Address } from 'viem'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { upstream, UpstreamError } from '../../http/upstreamError'

/** Multicall3's native balance read and ERC-20's balanceOf, one ABI so one multicall holds both. */
const balanceAbi = parseAbi(['function getEthBalance(address addr) view returns (uint256 balance)', 'function balanceOf(address owner) view returns (uint256 balance)'])

/** A holding before pricing: the native currency (no `address`) or a token of the list. */
export interface Holding {
  name: string
  symbol: string
  /** CAIP-10 token address; absent for the native currency. */
  address?: string
  decimals: number
  amount: bigint
  iconUrl: string
  asset: Address | 'native'
}

/**
 * The native balance and every token of the chain's list in one Multicall3 call
 * (`getEthBalance` + `balanceOf`); tokens held at 0 are left out, the native currency never.
 *
 * @example
 * const holdings = await readBalances(chain, '0xf39F...')
 */
export async function readBalances(chain: ChainRuntime, owner: Address): Promise<Holding[]> {
  const tokens = await upstream(chain.config.id, 'token-list', () => chain.tokens())
  const multicall3 = chain.config.multicall3
  const results = await upstream(chain.config.id, 'rpc', () =>
    chain.client.multicall({
      multicallAddress: multicall3,
      allowFailure: true,
      contracts: [
        { address: multicall3, abi: balanceAbi, functionName: 'getEthBalance' as 'getEthBalance' | 'balanceOf', args: [owner] },
        ...tokens.map((token) => ({ address: token.address, abi: balanceAbi, functionName: 'balanceOf' as 'getEthBalance' | 'balanceOf', args: [owner] as const })),
      ],
    }),
  )
  const [native, ...balances] = results
  // A node that answers, without Multicall3 where the config says: the chain's fault, not the request's.
  if (native?.status !== 'success') throw new UpstreamError(chain.config.id, 'rpc', 'unreachable', { cause: new Error(`Multicall3 getEthBalance failed at ${multicall3}`) })
  const { nativeCurrency } = chain.config
  const holdings: Holding[] = [{ name: nativeCurrency.name, symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals, amount: native.result, iconUrl: '', asset: 'native' }]
  tokens.forEach((token, index) => {
    const balance = balances[index]
    // A token whose balanceOf reverts (a wrong list entry) is dropped, its neighbours kept.
    if (balance?.status !== 'success' || balance.result === 0n) return
    holdings.push({
      name: token.name,
      symbol: token.symbol,
      address: `${chain.config.id}:${token.address}`,
      decimals: token.decimals,
      amount: balance.result,
      iconUrl: token.logoURI ?? '',
      asset: token.address,
    })
  })
  return holdings
}

/** A holding's amount as the decimal text the hosted `quantity.numeric` carries. */
export const numericQuantity = (holding: Holding) => formatUnits(holding.amount, holding.decimals)
