import { createWalletClient, http, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS } from '../../../../toolchain/processes/anvil'
import { porticoServerConfig } from '../../../../sandbox/scripts/porticoServerConfig'
import { createChainRuntime, type ChainRuntime } from '../../chains/createChainRuntime'
import { serverConfigSchema } from '../../config/configSchema'
import { startEngineChains, type EngineChains } from '../../testing/startEngineChains'
import { otterscanHistory } from './otterscanHistory'
import { wrappedNative } from './wrappedNative'

const OWNER = ANVIL_DEV_ADDRESSES[0] as Address
const abi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function burn(uint256 value)',
  'function approve(address spender, uint256 value)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const limits = { maxLogBlockRange: 1_000n, maxLogRanges: 5 }

let local: EngineChains
let chain: ChainRuntime

beforeAll(async () => {
  local = await startEngineChains(1)
  const config = serverConfigSchema.parse(porticoServerConfig({ ...local, port: 0, project: { id: 'p1', allowedOrigins: ['*'] } }))
  chain = createChainRuntime(config.chains[0]!, 5_000)
  const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0] as `0x${string}`), chain: chain.client.chain, transport: http(local.chains[0]!.rpcUrl) })
  const send = async (parameters: Parameters<typeof writeContract>[1]) => expect((await waitForTransactionReceipt(wallet, { hash: await writeContract(wallet, parameters) })).status).toBe('success')
  const weth = local.uniswapV2[0]!.weth as Address
  const pusd = local.tokens.find((token) => token.symbol === 'PUSD')!.address as Address
  // Oldest first: 10 PUSD for ETH through the router, whose ETH reaches the owner in an internal call.
  const router = local.uniswapV2[0]!.router as Address
  await send({ address: pusd, abi, functionName: 'approve', args: [router, parseUnits('10', 6)] } as never)
  await send({ address: router, abi, functionName: 'swapExactTokensForETH', args: [parseUnits('10', 6), 1n, [pusd, weth], OWNER, 2n ** 40n] } as never)
  await send({ address: weth, abi, functionName: 'deposit', value: parseEther('1.2') } as never)
  await send({ address: weth, abi, functionName: 'withdraw', args: [parseEther('0.4')] } as never)
  await send({ address: pusd, abi, functionName: 'burn', args: [parseUnits('10', 6)] } as never)
}, 90_000)
afterAll(() => local?.stop())

describe('otterscanHistory operations', () => {
  it("names WETH9's Deposit a deposit and its Withdrawal a withdraw (the wrapped leg alone), and a transfer to the zero address a burn", async () => {
    const tokens = await chain.tokens()
    const page = await otterscanHistory(chain, { owner: OWNER, cursor: undefined, pageSize: 3, tokens, nativePrice: 2000, limits, spamCollections: [], wrappedNative: await wrappedNative(chain, tokens) })
    const rows = page.data.slice(0, 3).map((row) => [row.metadata.operationType, row.transfers.map((t) => [t.fungible_info?.symbol, t.direction, t.quantity.numeric])])
    expect(rows).toEqual([
      ['burn', [['PUSD', 'out', '10']]],
      ['withdraw', [['WETH', 'out', '0.4']]],
      ['deposit', [['WETH', 'in', '1.2']]],
    ])
  })

  it("names a token-for-ETH swap a trade: the router's ETH, paid in an internal call, is read from ots_getInternalOperations", async () => {
    const tokens = await chain.tokens()
    const page = await otterscanHistory(chain, { owner: OWNER, cursor: undefined, pageSize: 4, tokens, nativePrice: 2000, limits, spamCollections: [], wrappedNative: await wrappedNative(chain, tokens) })
    const swap = page.data[3]
    expect(swap?.metadata.operationType).toBe('trade')
    expect(swap?.transfers.map((t) => [t.fungible_info?.symbol, t.direction])).toEqual([
      ['PUSD', 'out'],
      ['ETH', 'in'],
    ])
    expect(Number(swap?.transfers[1]?.quantity.numeric)).toBeGreaterThan(0)
  })
})
