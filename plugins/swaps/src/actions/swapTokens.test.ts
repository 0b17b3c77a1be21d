import { encodeFunctionData, erc20Abi, maxUint256, numberToHex, parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConvertApi } from '../api/convertApi'
import { createSwapsAtoms } from '../atoms'
import { uniswapV2RouterAbi } from '../guard/routerAbis'
import { quoteKey } from '../quote/refreshQuote'
import { createSwapsTestHost, ETH, PUSD, type ApiCall } from '../testing/swapsTestHost'
import { swapTokens } from './swapTokens'

const router: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const weth: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const pusd: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const user: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const attacker: Address = '0x000000000000000000000000000000000000bad1'
const fees = { gas: '200000', gasPrice: '1000000000' }
const quoted = parseEther('0.05')

/** A wallet that records what it is asked to send, answers balances and WETH(), and mines everything. */
function wallet(balanceWei: bigint, answer: (tx: Record<string, string>) => string | Error = () => '0x01') {
  const sent: Record<string, string>[] = []
  const rpc = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (method === 'eth_getBalance') return numberToHex(balanceWei)
      if (method === 'eth_call') return `0x${weth.slice(2).toLowerCase().padStart(64, '0')}`
      if (method === 'eth_getTransactionReceipt') return { status: '0x1', transactionHash: (params as string[])[0] }
      if (method === 'eth_sendTransaction') {
        const tx = (params as Record<string, string>[])[0]!
        sent.push(tx)
        const result = answer(tx)
        if (result instanceof Error) throw result
        return `0x${String(sent.length).padStart(64, '0')}`
      }
      throw new Error(`${method} is not supported`)
    },
  }
  return { rpc, sent }
}

/** What the sandbox router would be asked: the swap the review describes, with the minimum recomputed from the quote. */
const honestSwap = (call: ApiCall, overrides: { to?: Address; min?: bigint; recipient?: Address; deadline?: bigint; typed?: bigint } = {}) => {
  const body = call.body as { amount: string; from: string }
  const amount = BigInt(body.amount)
  const deadline = overrides.deadline ?? BigInt(Math.floor(Date.now() / 1000) + 1200)
  const ethIn = body.from === ETH.address
  // Scaled as the client scales it when the balance trims a native amount.
  const min = overrides.min ?? (((quoted * 99n) / 100n) * amount) / (overrides.typed ?? amount)
  const data = ethIn
    ? encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [min, [weth, pusd], overrides.recipient ?? user, deadline] })
    : encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForETH', args: [amount, min, [pusd, weth], overrides.recipient ?? user, deadline] })
  return { tx: { from: `eip155:31337:${user}`, to: `eip155:31337:${overrides.to ?? router}`, data, amount: quoted.toString(), eip155: fees } }
}
const approveAnswer = (call: ApiCall, spender: Address = router, amount?: bigint) => ({
  tx: { from: PUSD.address, to: ETH.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount ?? BigInt(String(call.query?.amount))] }), value: '0', eip155: { gasPrice: fees.gasPrice } },
})

function setup(args: {
  source: typeof ETH
  to: typeof ETH
  amount: string
  allowance?: string
  balanceWei?: bigint
  answer?: (tx: Record<string, string>) => string | Error
  swap?: (call: ApiCall) => unknown
  approve?: (call: ApiCall) => unknown
  unlimited?: boolean
}) {
  const { rpc, sent } = wallet(args.balanceWei ?? parseEther('10'), args.answer)
  const fromAmount = args.source === ETH ? parseEther(args.amount) : BigInt(args.amount) * 1_000_000n
  const test = createSwapsTestHost(
    {
      '/v1/convert/allowance': { allowance: args.allowance ?? '0' },
      '/v1/convert/build-approve': args.approve ?? approveAnswer,
      '/v1/convert/build-transaction': args.swap ?? ((call: ApiCall) => honestSwap(call, { typed: fromAmount })),
    },
    { rpc },
  )
  const host = { ...test.host, options: { ...test.host.options, own: { ...test.host.options.own, swapRouters: { 31337: [router] } } } }
  const atoms = createSwapsAtoms()
  const { store } = host
  store.set(atoms.sourceToken, args.source)
  store.set(atoms.toToken, args.to)
  store.set(atoms.sourceTokenAmount, args.amount)
  store.set(atoms.unlimitedApproval, args.unlimited ?? false)
  store.set(atoms.quote, { status: 'ready', key: quoteKey(host, atoms)!, fromAmount, toAmount: quoted })
  const warnings: string[] = []
  host.log = { ...host.log, warn: (...parts: unknown[]) => warnings.push(parts.join(' ')) }
  return { ...test, host, atoms, store, sent, warnings, swap: () => swapTokens(host, atoms, createConvertApi(host), ({ from, to }) => `Swapped ${from} for ${to}`) }
}

/** The swap was refused before the wallet: nothing sent, 'Something went wrong', the reason logged. */
async function expectRefused(test: ReturnType<typeof setup>, reason: string | RegExp) {
  expect(await test.swap()).toBeUndefined()
  expect(test.sent.filter((tx) => tx.to?.toLowerCase() !== PUSD.address.split(':')[2]?.toLowerCase())).toEqual([])
  expect(test.store.get(test.atoms.swapError)).toEqual({ reason: 'unsafe' })
  expect(test.toasts).toEqual([{ message: 'Something went wrong', variant: 'error' }])
  expect(test.warnings.join('\n')).toMatch(reason)
}

describe('swapTokens', () => {
  it('approves the router for exactly the amount first when the allowance is short, then swaps; success resets and goes to Account', async () => {
    const test = setup({ source: PUSD, to: ETH, amount: '100' })
    expect(await test.swap()).toMatch(/^0x/)
    expect(test.sent.map((tx) => [tx.to, tx.data?.slice(0, 10), tx.value, tx.gas])).toEqual([
      [pusd, '0x095ea7b3', '0x0', undefined],
      [router, '0x18cbafe5', '0x0', numberToHex(200_000n)],
    ])
    expect(test.calls.find((c) => c.path === '/v1/convert/build-approve')?.query).toEqual({ from: PUSD.address, to: ETH.address, amount: '100000000' })
    expect(test.calls.find((c) => c.path === '/v1/convert/build-transaction')?.body).toMatchObject({ amount: '100000000', eip155: { slippage: 1 }, disableEstimate: true })
    expect(test.toasts).toEqual([{ message: 'Swapped 100 PUSD for 0.05 ETH', variant: 'success' }])
    expect(test.routes).toEqual(['reset Account'])
    expect(test.store.get(test.atoms.sourceTokenAmount)).toBe('')
  })

  it('asks an unlimited approval only when the user chose it', async () => {
    const test = setup({ source: PUSD, to: ETH, amount: '100', unlimited: true })
    await test.swap()
    expect(test.calls.find((c) => c.path === '/v1/convert/build-approve')?.query).toMatchObject({ amount: maxUint256.toString() })
    expect(test.sent).toHaveLength(2)
  })

  it('skips the approval when the allowance covers the amount', async () => {
    const test = setup({ source: PUSD, to: ETH, amount: '100', allowance: '100000000' })
    await test.swap()
    expect(test.sent).toHaveLength(1)
    expect(test.calls.some((c) => c.path === '/v1/convert/build-approve')).toBe(false)
  })

  it('sends a native amount as value, rebuilt with what the balance allows when gas does not fit', async () => {
    const enough = setup({ source: ETH, to: PUSD, amount: '1' })
    await enough.swap()
    expect(enough.sent[0]?.value).toBe(numberToHex(parseEther('1')))

    // 1 ETH held, 1 ETH typed: the gas (200000 at 1 gwei) comes off the amount.
    const all = setup({ source: ETH, to: PUSD, amount: '1', balanceWei: parseEther('1') })
    await all.swap()
    const allowed = parseEther('1') - 200_000n * 10n ** 9n
    expect(all.calls.filter((c) => c.path === '/v1/convert/build-transaction').map((c) => (c.body as { amount: string }).amount)).toEqual([parseEther('1').toString(), allowed.toString()])
    expect(all.sent[0]?.value).toBe(numberToHex(allowed))
  })

  it('a rejection in the wallet keeps the draft and says so', async () => {
    const test = setup({ source: ETH, to: PUSD, amount: '0.5', answer: () => Object.assign(new Error('User rejected the request.'), { code: 4001 }) })
    expect(await test.swap()).toBeUndefined()
    expect(test.store.get(test.atoms.swapError)).toEqual({ reason: 'rejected' })
    expect(test.store.get(test.atoms.sourceTokenAmount)).toBe('0.5')
    expect(test.toasts).toEqual([{ message: 'Failed to send transaction. Please try again.', variant: 'error' }])
    expect(test.store.get(test.atoms.step)).toBe('idle')
  })

  describe('sends nothing the review did not describe', () => {
    it('a swap to another address than the known router', async () => {
      await expectRefused(setup({ source: ETH, to: PUSD, amount: '1', swap: (call) => honestSwap(call, { to: attacker }) }), /not a known router/)
    })

    it('a plain transfer dressed as the swap', async () => {
      const transfer = { tx: { from: `eip155:31337:${user}`, to: `eip155:31337:${router}`, data: '0x', amount: '1', eip155: fees } }
      await expectRefused(setup({ source: ETH, to: PUSD, amount: '1', swap: () => transfer }), /is not one Portico can check/)
    })

    it('a swap paying another recipient, or with a lower minimum, or a far deadline', async () => {
      await expectRefused(setup({ source: ETH, to: PUSD, amount: '1', swap: (call) => honestSwap(call, { recipient: attacker }) }), /pays 0x000000000000000000000000000000000000bad1/)
      await expectRefused(setup({ source: ETH, to: PUSD, amount: '1', swap: (call) => honestSwap(call, { min: 1n }) }), /below the reviewed/)
      await expectRefused(setup({ source: ETH, to: PUSD, amount: '1', swap: (call) => honestSwap(call, { deadline: maxUint256 }) }), /deadline/)
    })

    it('an unlimited approval the user did not choose, or one to another spender', async () => {
      const unlimited = setup({ source: PUSD, to: ETH, amount: '100', approve: (call) => approveAnswer(call, router, maxUint256) })
      await expectRefused(unlimited, /allows 1157\d+, not the reviewed 100000000/)
      expect(unlimited.sent).toEqual([])
      const spender = setup({ source: PUSD, to: ETH, amount: '100', approve: (call) => approveAnswer(call, attacker) })
      await expectRefused(spender, /not a known router/)
      expect(spender.sent).toEqual([])
    })

    it('a quote that no longer matches the prices known now', async () => {
      const test = setup({ source: ETH, to: PUSD, amount: '1' })
      test.store.set(test.atoms.prices, { ETH: 2000, PUSD: 1 })
      await expectRefused(test, /from the market price/)
    })
  })
})
