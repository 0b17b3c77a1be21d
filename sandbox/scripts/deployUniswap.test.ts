import { createPublicClient, erc20Abi, http, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { deploySandboxTokens } from './deployToken'
import { deploySandboxUniswap, SANDBOX_POOLS } from './deployUniswap'

const routerAbi = parseAbi(['function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)'])

describe('deploySandboxUniswap', () => {
  let anvil: AnvilInstance

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  it('deploys WETH, the factory and the router from the published artifacts, with ETH/PUSD and PUSD/PEUR liquidity', async () => {
    const chains = [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }]
    const tokens = await deploySandboxTokens(chains)
    const [pools] = await deploySandboxUniswap(chains, tokens)
    const [pusd, peur] = tokens.map((t) => t.address as Address)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const ethPusd = pools!.pairs['ETH/PUSD'] as Address
    expect(await client.readContract({ address: pusd!, abi: erc20Abi, functionName: 'balanceOf', args: [ethPusd] })).toBe(SANDBOX_POOLS.ethPusd.pusd)
    // 1 ETH into a 50 ETH / 100k PUSD pool, with the 0.3% fee: a little under 2000 * 50/51.
    const [, out] = await client.readContract({ address: pools!.uniswapV2.router as Address, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('1'), [pools!.uniswapV2.weth as Address, pusd!]] })
    expect(out! > parseUnits('1950', 6) && out! < parseUnits('1960', 6)).toBe(true)
    // Two hops, ETH -> PUSD -> PEUR, through the router's hard-coded pair hash: the published Pair works.
    const amounts = await client.readContract({ address: pools!.uniswapV2.router as Address, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('1'), [pools!.uniswapV2.weth as Address, pusd!, peur!]] })
    expect(amounts[2]! > parseUnits('1700', 18)).toBe(true)
  }, 60_000)
})
