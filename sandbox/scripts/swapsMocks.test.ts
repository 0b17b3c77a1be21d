import { createSwapsHandlers } from '@portico/plugin-swaps/mocks'
import { setupServer } from 'msw/node'
import { createClient, createPublicClient, erc20Abi, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { call, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { deploySandboxTokens } from './deployToken'
import { deploySandboxUniswap } from './deployUniswap'
import type { SandboxToken, SandboxUniswapV2 } from './serve'

// The swaps plugin's mocks against a real anvil with the sandbox's pools: what the page's worker does.
const api = 'https://rpc.walletconnect.org'
const user = ANVIL_DEV_ADDRESSES[0] as Address
const caip = (address: string) => `eip155:31337:${address}`
const ETH = caip('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')

describe('swaps mocks on the sandbox pools', () => {
  let anvil: AnvilInstance
  let tokens: SandboxToken[]
  let amm: SandboxUniswapV2
  const server = setupServer()

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
    const chains = [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }]
    tokens = await deploySandboxTokens(chains)
    amm = (await deploySandboxUniswap(chains, tokens))[0]!.uniswapV2
    server.use(...createSwapsHandlers({ chains, tokens, uniswapV2: [amm] }))
    // Only the mock API is intercepted; anvil's RPC passes through.
    server.listen({ onUnhandledRequest: 'bypass' })
  }, 60_000)
  afterAll(async () => {
    server.close()
    await anvil?.stop()
  })

  const get = async (path: string, query: Record<string, string>) => (await fetch(`${api}${path}?${new URLSearchParams({ projectId: 'p', ...query })}`)).json()
  const post = async (path: string, body: unknown) => fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('lists ETH, PUSD and PEUR, prices them from the pools, and quotes by the router', async () => {
    const pusd = caip(tokens[0]!.address)
    expect(((await get('/v1/convert/tokens', { chainId: 'eip155:31337' })) as { tokens: { symbol: string }[] }).tokens.map((t) => t.symbol)).toEqual(['ETH', 'PUSD', 'PEUR'])
    const { fungibles } = (await (await post('/v1/fungible/price', { projectId: 'p', currency: 'usd', addresses: [ETH, pusd, caip(tokens[1]!.address)] })).json()) as { fungibles: { symbol: string; price: number }[] }
    expect(fungibles.map((f) => [f.symbol, Math.round(f.price * 100) / 100])).toEqual([['ETH', 2000], ['PUSD', 1], ['PEUR', 1.1]])
    const { quotes } = (await get('/v1/convert/quotes', { amount: parseEther('1').toString(), userAddress: caip(user), from: ETH, to: pusd, gasPrice: '1' })) as { quotes: { toAmount: string }[] }
    expect(Number(quotes[0]!.toAmount) / 1e6).toBeCloseTo(1955.02, 1)
    // ETH -> PEUR has no pool of its own: two hops through PUSD.
    expect((await fetch(`${api}/v1/convert/quotes?projectId=p&amount=${parseEther('1')}&userAddress=${caip(user)}&from=${ETH}&to=${caip(tokens[1]!.address)}&gasPrice=1`)).status).toBe(200)
    const same = await fetch(`${api}/v1/convert/quotes?projectId=p&amount=1000&userAddress=${caip(user)}&from=${pusd}&to=${pusd}&gasPrice=1`)
    expect([same.status, await same.json()]).toEqual([400, { status: 'FAILED', reasons: [{ field: '', description: 'Insufficient liquidity' }] }])
  })

  it('builds a real approve and a real swap that the chain runs', async () => {
    const pusd = tokens[0]!.address as Address
    const wallet = createClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]), transport: http(anvil.rpcUrl) })
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    const send = async (tx: { to: string; data: string; value?: string }) => {
      const request = { to: tx.to.split(':')[2] as Address, data: tx.data as Hex, value: BigInt(tx.value ?? '0') }
      const hash = await sendTransaction(wallet, { chain: null, ...request })
      const receipt = await waitForTransactionReceipt(chain, { hash })
      // A revert says why: the same call replayed on the block before it.
      const reason = receipt.status === 'success' ? '' : await call(chain, { account: user, ...request, blockNumber: receipt.blockNumber - 1n }).then(() => 'no revert on replay', (error: Error) => error.message)
      expect([receipt.status, reason]).toEqual(['success', ''])
    }
    expect(await get('/v1/convert/allowance', { tokenAddress: caip(pusd), userAddress: caip(user) })).toEqual({ allowance: '0' })
    const approve = (await get('/v1/convert/build-approve', { userAddress: caip(user), from: caip(pusd), to: ETH, amount: '1000000' })) as { tx: { to: string; data: string } }
    // As the hosted service, the approval's `to` names the swap's output token: the client sends the calldata to the input token.
    await send({ ...approve.tx, to: caip(pusd) })
    expect(BigInt(((await get('/v1/convert/allowance', { tokenAddress: caip(pusd), userAddress: caip(user) })) as { allowance: string }).allowance) > 0n).toBe(true)

    const before = await chain.readContract({ address: pusd, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    const response = await post('/v1/convert/build-transaction', { projectId: 'p', userAddress: caip(user), amount: '1000000', from: caip(pusd), to: ETH, eip155: { slippage: 1 }, disableEstimate: true })
    const { tx } = (await response.json()) as { tx: { to: string; data: string; amount: string } }
    expect(tx.to).toBe(caip(amm.router.toLowerCase()))
    await send(tx)
    expect(await chain.readContract({ address: pusd, abi: erc20Abi, functionName: 'balanceOf', args: [user] })).toBe(before - 1_000_000n)
  })
})
