import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createClient, erc20Abi, getAddress, http, maxUint256, parseAbi, parseEther, parseUnits, type Abi, type Address, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { deployContract, readContract, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { z } from 'zod'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../toolchain/processes/anvil'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from './serve'

const require = createRequire(import.meta.url)
// The published Waffle JSON: bytecode without 0x. Never recompile the Pair: the router's hard-coded
// init code hash matches the published bytecode only.
const artifactSchema = z.object({ abi: z.array(z.unknown()), bytecode: z.string().regex(/^[0-9a-fA-F]+$/) })
function readArtifact(path: string): { abi: Abi; bytecode: Hex } {
  const artifact = artifactSchema.parse(JSON.parse(readFileSync(require.resolve(path), 'utf8')))
  return { abi: artifact.abi as Abi, bytecode: `0x${artifact.bytecode}` }
}

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
/** anvil's 8th dev account provides the liquidity and deploys (the 9th deploys smart accounts, the 10th is the faucet). */
const provider = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 7 })
export const SANDBOX_LIQUIDITY_PROVIDER = provider.address

/** The pools' starting reserves: 1 ETH = 2000 PUSD, 1 PEUR = 1.1 PUSD (so the fungible prices are USD 2000 and 1.1). */
export const SANDBOX_POOLS = {
  ethPusd: { eth: parseEther('50'), pusd: parseUnits('100000', 6) },
  pusdPeur: { pusd: parseUnits('110000', 6), peur: parseUnits('100000', 18) },
} as const

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint amountTokenDesired, uint amountTokenMin, uint amountETHMin, address to, uint deadline) payable returns (uint, uint, uint)',
  'function addLiquidity(address tokenA, address tokenB, uint amountADesired, uint amountBDesired, uint amountAMin, uint amountBMin, address to, uint deadline) returns (uint, uint, uint)',
])

export interface SandboxPools {
  uniswapV2: SandboxUniswapV2
  /** The pair contracts, by their tokens' symbols ('ETH/PUSD'). */
  pairs: Record<string, Address>
}

/**
 * Deploys Uniswap V2 from the published npm artifacts (WETH9, UniswapV2Factory, UniswapV2Router02)
 * on every local chain and seeds two pools, ETH/PUSD and PUSD/PEUR, from anvil's 8th dev account:
 * the sandbox wallet (1st account) hands it the tokens, so the wallet's own history stays about
 * what the user did. Called by `npm start` and the browser tests' setup, after deploySandboxTokens.
 * @example const pools = await deploySandboxUniswap(chains, tokens)
 */
export async function deploySandboxUniswap(chains: readonly SandboxChain[], tokens: readonly SandboxToken[]): Promise<SandboxPools[]> {
  const weth9 = readArtifact('@uniswap/v2-periphery/build/WETH9.json')
  const factoryArtifact = readArtifact('@uniswap/v2-core/build/UniswapV2Factory.json')
  const routerArtifact = readArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
  const results: SandboxPools[] = []
  for (const chain of chains) {
    const viemChain = { id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
    const client = createClient({ account: provider, chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 100 })
    const wallet = createClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]), chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 100 })
    const pusd = tokens.find((t) => t.chainId === chain.chainId && t.symbol === 'PUSD')?.address as Address | undefined
    const peur = tokens.find((t) => t.chainId === chain.chainId && t.symbol === 'PEUR')?.address as Address | undefined
    if (!pusd || !peur) throw new Error(`chain ${chain.chainId} has no PUSD or PEUR to pool`)

    const mined = async (hash: Hex, what: string) => {
      const receipt = await waitForTransactionReceipt(client, { hash })
      if (receipt.status !== 'success') throw new Error(`${what} failed on ${chain.name}`)
      return receipt
    }
    const deploy = async (artifact: { abi: Abi; bytecode: Hex }, args: readonly unknown[], what: string) => {
      const receipt = await mined(await deployContract(client, { abi: artifact.abi, bytecode: artifact.bytecode, args }), what)
      if (!receipt.contractAddress) throw new Error(`${what} has no address on ${chain.name}`)
      return getAddress(receipt.contractAddress)
    }
    const weth = await deploy(weth9, [], 'WETH9')
    const factory = await deploy(factoryArtifact, [provider.address], 'UniswapV2Factory')
    const router = await deploy(routerArtifact, [factory, weth], 'UniswapV2Router02')

    const pusdNeeded = SANDBOX_POOLS.ethPusd.pusd + SANDBOX_POOLS.pusdPeur.pusd
    await mined(await writeContract(wallet, { address: pusd, abi: erc20Abi, functionName: 'transfer', args: [provider.address, pusdNeeded] }), 'PUSD for the pools')
    await mined(await writeContract(wallet, { address: peur, abi: erc20Abi, functionName: 'transfer', args: [provider.address, SANDBOX_POOLS.pusdPeur.peur] }), 'PEUR for the pools')
    for (const token of [pusd, peur]) await mined(await writeContract(client, { address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }), 'approve')
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    await mined(
      await writeContract(client, {
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [pusd, SANDBOX_POOLS.ethPusd.pusd, 0n, 0n, provider.address, deadline],
        value: SANDBOX_POOLS.ethPusd.eth,
      }),
      'ETH/PUSD liquidity',
    )
    await mined(
      await writeContract(client, {
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [pusd, peur, SANDBOX_POOLS.pusdPeur.pusd, SANDBOX_POOLS.pusdPeur.peur, 0n, 0n, provider.address, deadline],
      }),
      'PUSD/PEUR liquidity',
    )
    const pair = (a: Address, b: Address) => readContract(client, { address: factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
    results.push({
      uniswapV2: { chainId: chain.chainId, factory, router, weth },
      pairs: { 'ETH/PUSD': await pair(weth, pusd), 'PUSD/PEUR': await pair(pusd, peur) },
    })
  }
  return results
}
