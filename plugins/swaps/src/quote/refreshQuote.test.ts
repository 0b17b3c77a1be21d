import { describe, expect, it } from 'vitest'
import { createConvertApi } from '../api/convertApi'
import { createSwapsAtoms } from '../atoms'
import { createSwapsTestHost, ETH, PUSD, type ApiCall } from '../testing/swapsTestHost'
import { quoteKey, refreshQuote } from './refreshQuote'

const gasPrice = { standard: '1000000000', fast: '1000000000', instant: '1000000000' }
const quoteFor = (call: ApiCall) => ({
  quotes: [{ fromAmount: String(call.query?.amount), fromAccount: ETH.address, toAmount: (BigInt(String(call.query?.amount)) / 10n ** 9n).toString(), toAccount: PUSD.address }],
})

function setup(quotes: unknown) {
  const test = createSwapsTestHost({ '/v1/convert/gas-price': gasPrice, '/v1/convert/quotes': quotes })
  const atoms = createSwapsAtoms()
  const { store } = test.host
  store.set(atoms.sourceToken, ETH)
  store.set(atoms.toToken, PUSD)
  return { ...test, atoms, store, api: createConvertApi(test.host) }
}

describe('refreshQuote', () => {
  it('quotes the draft in base units with the gas price, and keeps the answer for those inputs', async () => {
    const { host, atoms, store, api, calls } = setup(quoteFor)
    store.set(atoms.sourceTokenAmount, '1.5')
    await refreshQuote(host, atoms, api)
    expect(store.get(atoms.quote)).toEqual({ status: 'ready', key: quoteKey(host, atoms), fromAmount: 1_500_000_000_000_000_000n, toAmount: 1_500_000_000n })
    expect(calls.find((c) => c.path === '/v1/convert/quotes')?.query).toMatchObject({ amount: '1500000000000000000', gasPrice: '1000000000', from: ETH.address, to: PUSD.address })
  })

  it('asks nothing without both tokens and a positive amount', async () => {
    const { host, atoms, store, api, calls } = setup(quoteFor)
    for (const amount of ['', '0', 'abc']) {
      store.set(atoms.sourceTokenAmount, amount)
      await refreshQuote(host, atoms, api)
      expect(store.get(atoms.quote)).toEqual({ status: 'idle' })
    }
    expect(calls).toEqual([])
  })

  it('drops an answer that comes back after the draft changed', async () => {
    let release: () => void = () => {}
    const { host, atoms, store, api } = setup((call: ApiCall) => new Promise((resolve) => (release = () => resolve(quoteFor(call)))))
    store.set(atoms.gasPrice, 10n ** 9n)
    store.set(atoms.sourceTokenAmount, '1')
    const first = refreshQuote(host, atoms, api)
    store.set(atoms.sourceTokenAmount, '2')
    release()
    await first
    expect(store.get(atoms.quote)).toMatchObject({ status: 'loading' })
  })

  it("shows the API's 400 reason (insufficient liquidity) and keeps the draft", async () => {
    const { host, atoms, store, api } = setup(() => Promise.reject(Object.assign(new Error('HTTP status code: 400'), { reasons: [{ description: 'Insufficient liquidity' }] })))
    store.set(atoms.sourceTokenAmount, '1000')
    await refreshQuote(host, atoms, api)
    expect(store.get(atoms.quote)).toMatchObject({ status: 'failed', error: 'Insufficient liquidity' })
    expect(store.get(atoms.sourceTokenAmount)).toBe('1000')
  })

  it('refuses a quote for another output token, or far from the fungible prices, and says why', async () => {
    const wrongToken = setup((call: ApiCall) => ({ quotes: [{ ...quoteFor(call).quotes[0], toAccount: ETH.address }] }))
    wrongToken.store.set(wrongToken.atoms.sourceTokenAmount, '1')
    await refreshQuote(wrongToken.host, wrongToken.atoms, wrongToken.api)
    expect(wrongToken.store.get(wrongToken.atoms.quote)).toMatchObject({ status: 'failed', refusal: { kind: 'mismatch' } })

    // 1 ETH at 2000 USD for 1.2e26 PUSD.
    const huge = setup((call: ApiCall) => ({ quotes: [{ ...quoteFor(call).quotes[0], toAmount: '120000000000000000000000000000000' }] }))
    huge.store.set(huge.atoms.prices, { ETH: 2000, PUSD: 1 })
    huge.store.set(huge.atoms.sourceTokenAmount, '1')
    await refreshQuote(huge.host, huge.atoms, huge.api)
    expect(huge.store.get(huge.atoms.quote)).toMatchObject({ status: 'failed', refusal: { kind: 'deviation' } })
  })
})
