import { numberToHex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConvertApi } from '../api/convertApi'
import { createSwapsAtoms } from '../atoms'
import { createSwapsTestHost, ETH, PUSD, type ApiCall } from '../testing/swapsTestHost'
import { swapTokens } from './swapTokens'

const router = 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const fees = { gas: '200000', gasPrice: '1000000000' }

/** A wallet that records what it is asked to send, answers balances and mines everything. */
function wallet(balanceWei: bigint, answer: (tx: Record<string, string>) => string | Error = () => '0x01') {
  const sent: Record<string, string>[] = []
  const rpc = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (method === 'eth_getBalance') return numberToHex(balanceWei)
      if (method === 'eth_call') return numberToHex(10n ** 12n, { size: 32 })
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

function setup(args: { source: typeof ETH; to: typeof ETH; amount: string; allowance?: string; balanceWei?: bigint; answer?: (tx: Record<string, string>) => string | Error }) {
  const { rpc, sent } = wallet(args.balanceWei ?? parseEther('10'), args.answer)
  const test = createSwapsTestHost(
    {
      '/v1/convert/allowance': { allowance: args.allowance ?? '0' },
      '/v1/convert/build-approve': { tx: { from: `eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`, to: PUSD.address, data: '0x095ea7b3', value: '0', eip155: fees } },
      '/v1/convert/build-transaction': (call: ApiCall) => ({
        tx: { from: `eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`, to: router, data: '0x7ff36ab5', amount: (call.body as { amount: string }).amount, eip155: fees },
      }),
    },
    { rpc },
  )
  const atoms = createSwapsAtoms()
  const { store } = test.host
  store.set(atoms.sourceToken, args.source)
  store.set(atoms.toToken, args.to)
  store.set(atoms.sourceTokenAmount, args.amount)
  store.set(atoms.quote, { status: 'ready', key: 'k', fromAmount: 1n, toAmount: parseEther('0.05') })
  return { ...test, atoms, store, sent, swap: () => swapTokens(test.host, atoms, createConvertApi(test.host), ({ from, to }) => `Swapped ${from} for ${to}`) }
}

describe('swapTokens', () => {
  it('approves the router first when the allowance is short, then swaps; success resets and goes to Account', async () => {
    const test = setup({ source: PUSD, to: ETH, amount: '100' })
    expect(await test.swap()).toMatch(/^0x/)
    expect(test.sent.map((tx) => [tx.to, tx.data, tx.value])).toEqual([
      ['0x5FbDB2315678afecb367f032d93F642f64180aa3', '0x095ea7b3', '0x0'],
      ['0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', '0x7ff36ab5', '0x0'],
    ])
    const build = test.calls.find((c) => c.path === '/v1/convert/build-transaction')
    expect(build?.body).toMatchObject({ amount: '100000000', eip155: { slippage: '1' }, disableEstimate: true })
    expect(test.toasts).toEqual([{ message: 'Swapped 100 PUSD for 0.05 ETH', variant: 'success' }])
    expect(test.routes).toEqual(['reset Account'])
    expect(test.store.get(test.atoms.sourceTokenAmount)).toBe('')
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
})
