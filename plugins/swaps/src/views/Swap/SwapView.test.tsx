// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { numberToHex, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { setupSwaps } from '../../setupSwaps'
import { createSwapsTestHost, ETH, PEUR, PUSD, type ApiCall } from '../../testing/swapsTestHost'

afterEach(cleanup)

const rpc = {
  request: async ({ method }: { method: string }) => {
    if (method === 'eth_getBalance') return numberToHex(parseEther('2'))
    if (method === 'eth_call') return numberToHex(500n * 10n ** 6n, { size: 32 })
    throw new Error(`${method} is not supported`)
  },
}

async function renderSwap(args: { route?: { view: string; arguments?: Record<string, string> }; quotes?: unknown; swapChainIds?: number[] } = {}) {
  const test = createSwapsTestHost(
    {
      '/v1/convert/tokens': { tokens: [ETH, PUSD, PEUR] },
      '/v1/fungible/price': { fungibles: [{ name: 'Ether', symbol: 'ETH', price: 2000 }, { name: 'Portico Dollar', symbol: 'PUSD', price: 1 }] },
      '/v1/convert/gas-price': { standard: '1000000000', fast: '1000000000', instant: '1000000000' },
      '/v1/convert/quotes': args.quotes ?? ((call: ApiCall) => ({ quotes: [{ fromAmount: String(call.query?.amount), fromAccount: ETH.address, toAmount: '1950000000', toAccount: PUSD.address }] })),
    },
    { rpc, route: args.route ?? { view: 'Swap' } },
    args.swapChainIds,
  )
  const { registration } = setupSwaps(test.host)
  const View = (await registration.views.Swap!.load()) as ComponentType
  render(createElement(Provider, { store: test.host.store }, createElement(View)))
  return test
}

describe('SwapView', () => {
  it('starts from the native token with its balance; a typed amount gets the quote and its figures', async () => {
    const { routes } = await renderSwap()
    await waitFor(() => expect(screen.getByTestId('swap-source-balance').textContent).toBe('Balance: 2 ETH'))
    expect(screen.getByRole('button', { name: 'Select Token' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByTestId('swap-to-token'))
    expect(routes).toEqual(['push SwapSelectToken'])
  })

  it('opens prefilled from its route arguments and shows the quote: rate, minimum received with 1%, impact, fee', async () => {
    await renderSwap({ route: { view: 'Swap', arguments: { fromToken: 'eth', toToken: 'PUSD', amount: '1' } } })
    await waitFor(() => expect(screen.getByTestId('swap-to-amount').textContent).toBe('1950'))
    expect(screen.getByTestId('swap-source-token').textContent).toBe('ETH')
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('1')
    expect(screen.getByTestId('swap-rate').textContent).toBe('1 ETH = 1,950 PUSD')
    expect(screen.getByTestId('swap-minimum-received').textContent).toBe('1930.5 PUSD')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('2.50%')
    // Above 1 %: drawn amber, so the visitor notices it before they swap.
    expect(screen.getByTestId('swap-price-impact').dataset.level).toBe('high')
    // 200000 gas at 1 gwei, at 2000 USD.
    expect(screen.getByTestId('swap-network-fee').textContent).toBe('$0.40')
    expect(screen.getByTestId('swap-source-usd').textContent).toBe('$2,000.00')
    expect(screen.getByRole('button', { name: 'Review Swap' })).toHaveProperty('disabled', false)
  })

  it('says when the balance is short', async () => {
    await renderSwap({ route: { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'PUSD', amount: '3' } } })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Insufficient ETH balance' })).toHaveProperty('disabled', true))
  })

  it("shows a failed quote's reason with a retry, keeping the draft", async () => {
    let fail = true
    await renderSwap({
      route: { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'PEUR', amount: '1' } },
      quotes: () =>
        fail
          ? Promise.reject(Object.assign(new Error('HTTP status code: 400'), { reasons: [{ description: 'Insufficient liquidity' }] }))
          : { quotes: [{ fromAmount: '1000000000000000000', fromAccount: ETH.address, toAmount: '1800000000000000000000', toAccount: PEUR.address }] },
    })
    await screen.findByText('The quote failed: Insufficient liquidity')
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('1')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByTestId('swap-to-amount').textContent).toBe('1800'), { timeout: 2000 })
  })

  it("on a network the dapp does not swap on, says 'Network not supported for Swaps'", async () => {
    await renderSwap({ swapChainIds: [1] })
    await screen.findByText('Network not supported for Swaps')
  })

  it('refuses a quote far from the market price (1.2e26 PUSD for 1 ETH) or for another token, and says so', async () => {
    await renderSwap({
      route: { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'PUSD', amount: '1' } },
      quotes: (call: ApiCall) => ({ quotes: [{ fromAmount: String(call.query?.amount), fromAccount: ETH.address, toAmount: '120000000000000000000000000000000', toAccount: PUSD.address }] }),
    })
    await waitFor(() => expect(screen.getByTestId('swap-quote-error').textContent).toMatch(/^The quote is [\d,.]+% away from the market price, so it was refused\.$/))
    expect(screen.getByRole('button', { name: 'Quote failed' })).toHaveProperty('disabled', true)
    expect(screen.queryByTestId('swap-minimum-received')).toBeNull()
    cleanup()

    await renderSwap({
      route: { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'PUSD', amount: '1' } },
      quotes: (call: ApiCall) => ({ quotes: [{ fromAmount: String(call.query?.amount), fromAccount: ETH.address, toAmount: '1950000000', toAccount: PEUR.address }] }),
    })
    await waitFor(() => expect(screen.getByTestId('swap-quote-error').textContent).toBe('The quote does not match your request, so it was refused.'))
  })
})
