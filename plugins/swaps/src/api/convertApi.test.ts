import { describe, expect, it } from 'vitest'
import { TOKEN_LIST_CAP } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { checkApproveCall } from '../guard/checkApproveCall'
import { checkSwapCall } from '../guard/checkSwapCall'
import { DEFAULT_SWAP_ROUTERS } from '../guard/swapRouters'
import {
  hostedAllowanceQuerySchema,
  hostedBuildApproveFixture,
  hostedBuildApproveQuerySchema,
  hostedBuildTransactionBodySchema,
  hostedBuildTransactionFixture,
  hostedFixtureRequest,
} from '../mocks/hostedConvert'
import { createSwapsTestHost, ETH, PUSD } from '../testing/swapsTestHost'
import { createConvertApi } from './convertApi'

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const tx = { from: `eip155:31337:${user}`, to: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', data: '0xabcd', eip155: { gas: '250000', gasPrice: 1000000000 } }

describe('convert API client', () => {
  it('sends the SPEC section 7 fields and parses amounts into bigints', async () => {
    const { host, calls } = createSwapsTestHost({
      '/v1/convert/quotes': { quotes: [{ fromAmount: '1000000000000000000', fromAccount: ETH.address, toAmount: '1950000000', toAccount: PUSD.address }] },
      '/v1/convert/allowance': { allowance: '0' },
      '/v1/convert/gas-price': { standard: '1000000000', fast: '2000000000', instant: '3000000000' },
      '/v1/convert/build-transaction': { tx: { ...tx, amount: '1000000000000000000' } },
      '/v1/convert/build-approve': { tx: { ...tx, value: '0' } },
    })
    const api = createConvertApi(host)
    expect(await api.quote({ amount: 10n ** 18n, userAddress: `eip155:31337:${user}`, from: ETH.address, to: PUSD.address, gasPrice: 10n ** 9n })).toMatchObject({ toAmount: 1_950_000_000n })
    expect(await api.allowance({ tokenAddress: PUSD.address, userAddress: `eip155:31337:${user}` })).toBe(0n)
    expect(await api.gasPrice()).toBe(10n ** 9n)
    expect((await api.buildTransaction({ amount: 10n ** 18n, from: ETH.address, to: PUSD.address, userAddress: `eip155:31337:${user}`, slippage: 1 })).eip155?.gas).toBe(250_000n)
    expect((await api.buildApprove({ from: PUSD.address, to: ETH.address, amount: 10_000_000n })).value).toBe(0n)
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/convert/quotes', query: { amount: '1000000000000000000', userAddress: `eip155:31337:${user}`, from: ETH.address, to: PUSD.address, gasPrice: '1000000000' } },
      { method: 'GET', path: '/v1/convert/allowance', query: { tokenAddress: PUSD.address, userAddress: `eip155:31337:${user}` } },
      { method: 'GET', path: '/v1/convert/gas-price', query: { chainId: 'eip155:31337' } },
      {
        method: 'POST',
        path: '/v1/convert/build-transaction',
        body: { projectId: 'test', userAddress: `eip155:31337:${user}`, amount: '1000000000000000000', from: ETH.address, to: PUSD.address, eip155: { slippage: 1 }, disableEstimate: true },
      },
      { method: 'GET', path: '/v1/convert/build-approve', query: { from: PUSD.address, to: ETH.address, amount: '10000000' } },
    ])
    // The service's own request types (blockchain-api's structs) take what the client sent.
    expect(hostedAllowanceQuerySchema.safeParse({ projectId: 'test', ...calls[1]?.query }).success).toBe(true)
    expect(hostedBuildTransactionBodySchema.safeParse(calls[3]?.body).success).toBe(true)
    expect(hostedBuildApproveQuerySchema.safeParse({ projectId: 'test', ...calls[4]?.query }).success).toBe(true)
  })

  it("parses the hosted service's answers (fixtures from blockchain-api's structs), which the checks then pass", async () => {
    const { from, to, user: account, amount, dstAmount, usdc } = hostedFixtureRequest
    const { host, network } = createSwapsTestHost({ '/v1/convert/build-transaction': hostedBuildTransactionFixture, '/v1/convert/build-approve': hostedBuildApproveFixture }, {}, [1])
    host.store.set(network, { ...TEST_NETWORK, id: 1, caipNetworkId: 'eip155:1', testnet: false })
    const api = createConvertApi(host)
    const swap = await api.buildTransaction({ amount, from, to, userAddress: `eip155:1:${account}`, slippage: 1 })
    expect(swap.amount).toBe(dstAmount)
    const routers = [...(DEFAULT_SWAP_ROUTERS[1] ?? [])]
    const checked = await checkSwapCall(
      { to: swap.to.split(':')[2] as `0x${string}`, data: swap.data as `0x${string}` },
      { account, input: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', output: usdc, amountIn: amount, minimumOut: (dstAmount * 99n) / 100n, routers, now: 0, wrappedNative: async () => usdc },
    )
    expect(checked).toMatchObject({ call: 'AggregationRouterV6.swap', value: amount, minimumOut: 2_970_000_000n })
    const approve = await api.buildApprove({ from: `eip155:1:${usdc}`, to: from, amount: 1_000_000_000n })
    expect(approve.eip155).toEqual({ gasPrice: 1_500_000_000n })
    expect(checkApproveCall(approve.data as `0x${string}`, { routers, amount: 1_000_000_000n })).toBe(routers[0])
  })

  it('takes answers without eip155, as the service may send them', async () => {
    const { host } = createSwapsTestHost({
      '/v1/convert/build-transaction': { tx: { ...hostedBuildTransactionFixture.tx, eip155: undefined } },
      '/v1/convert/build-approve': { tx: { ...hostedBuildApproveFixture.tx, eip155: undefined } },
    })
    const api = createConvertApi(host)
    expect((await api.buildTransaction({ amount: 1n, from: ETH.address, to: PUSD.address, userAddress: `eip155:31337:${user}`, slippage: 1 })).eip155).toBeUndefined()
    expect((await api.buildApprove({ from: PUSD.address, to: ETH.address, amount: 1n })).eip155).toBeUndefined()
  })

  it('asks prices in usd with the project id, by symbol', async () => {
    const { host, calls } = createSwapsTestHost({ '/v1/fungible/price': { fungibles: [{ name: 'Ether', symbol: 'eth', iconUrl: 'javascript:alert(1)', price: 2000 }] } })
    expect(await createConvertApi(host).prices([ETH.address])).toEqual(new Map([['ETH', 2000]]))
    expect(calls[0]?.body).toEqual({ projectId: 'test', currency: 'usd', addresses: [ETH.address] })
  })

  it('drops a token that breaks the schema and a logo that is not an http(s) image, keeping the rest', async () => {
    const { host } = createSwapsTestHost({
      '/v1/convert/tokens': { tokens: [{ ...ETH, logoUri: 'javascript:alert(1)' }, { ...PUSD, address: 'not-caip' }, { ...PUSD, logoUri: 'https://cdn.example/pusd.png' }] },
    })
    expect(await createConvertApi(host).tokens()).toEqual([
      { ...ETH, logoUri: undefined },
      { ...PUSD, logoUri: 'https://cdn.example/pusd.png' },
    ])
  })

  it('reads at most TOKEN_LIST_CAP tokens of a flood', async () => {
    const flood = Array.from({ length: 10_000 }, (_, index) => ({ ...PUSD, symbol: `T${index}` }))
    const { host } = createSwapsTestHost({ '/v1/convert/tokens': { tokens: flood } })
    const tokens = await createConvertApi(host).tokens()
    expect(tokens).toHaveLength(TOKEN_LIST_CAP)
    expect(tokens[0]?.symbol).toBe('T0')
  })

  it('refuses answers that break the schema', async () => {
    const { host } = createSwapsTestHost({
      '/v1/convert/quotes': { quotes: [] },
      '/v1/convert/allowance': { allowance: '-1' },
      '/v1/convert/build-transaction': { tx: { ...tx, data: 'abcd', amount: '1' } },
    })
    const api = createConvertApi(host)
    await expect(api.quote({ amount: 1n, userAddress: user, from: ETH.address, to: PUSD.address, gasPrice: 1n })).rejects.toThrow('No quote')
    await expect(api.allowance({ tokenAddress: PUSD.address, userAddress: user })).rejects.toThrow()
    await expect(api.buildTransaction({ amount: 1n, from: ETH.address, to: PUSD.address, userAddress: user, slippage: 1 })).rejects.toThrow('Expected hex data')
  })

  it("throws the spec's messages on a network the dapp does not swap on, asking nothing", async () => {
    const { host, calls } = createSwapsTestHost({}, {}, [1, 8453])
    const api = createConvertApi(host)
    await expect(api.tokens()).rejects.toThrow('Network not supported for Swaps')
    await expect(api.quote({ amount: 1n, userAddress: user, from: ETH.address, to: PUSD.address, gasPrice: 1n })).rejects.toThrow('Network not supported for Swaps')
    await expect(api.gasPrice()).rejects.toThrow('Network not supported for Gas Price')
    expect(calls).toEqual([])
  })
})
