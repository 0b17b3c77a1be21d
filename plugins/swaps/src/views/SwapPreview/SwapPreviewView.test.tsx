// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { quoteKey } from '../../quote/refreshQuote'
import { setupSwaps } from '../../setupSwaps'
import { createSwapsTestHost, ETH, PUSD } from '../../testing/swapsTestHost'

afterEach(cleanup)

const router = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

async function renderPreview() {
  const test = createSwapsTestHost(
    {
      '/v1/convert/allowance': { allowance: '0' },
      '/v1/convert/gas-price': { standard: '1000000000', fast: '1000000000', instant: '1000000000' },
      '/v1/convert/quotes': { quotes: [{ fromAmount: '10000000', fromAccount: PUSD.address, toAmount: '5000000000000000', toAccount: ETH.address }] },
    },
    { route: { view: 'SwapPreview' } },
  )
  const host = { ...test.host, options: { ...test.host.options, own: { ...test.host.options.own, swapRouters: { 31337: [router] } } } }
  const { registration, context } = setupSwaps(host)
  const { store } = host
  store.set(context.atoms.sourceToken, PUSD)
  store.set(context.atoms.toToken, ETH)
  store.set(context.atoms.sourceTokenAmount, '10')
  store.set(context.atoms.quote, { status: 'ready', key: quoteKey(host, context.atoms)!, fromAmount: 10_000_000n, toAmount: 5_000_000_000_000_000n })
  const View = (await registration.views.SwapPreview!.load()) as ComponentType
  render(createElement(Provider, { store }, createElement(View)))
  return { ...test, atoms: context.atoms, store }
}

describe('SwapPreviewView', () => {
  it('states the approval: the router and exactly the amount, or unlimited only when the user chooses it', async () => {
    const { store, atoms } = await renderPreview()
    await waitFor(() => expect(screen.getByTestId('swap-approval').textContent).toBe('Your wallet first allows 0x9f...7fa6e0 to spend exactly 10 PUSD, then swaps.'))
    expect(screen.getByRole('button', { name: 'Approve PUSD' })).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Allow unlimited PUSD'))
    expect(store.get(atoms.unlimitedApproval)).toBe(true)
    // the note re-renders through the store's subscription, which may land after the click returns
    await waitFor(() => expect(screen.getByTestId('swap-approval').textContent).toBe('Your wallet first allows 0x9f...7fa6e0 to spend all your PUSD, now and later, then swaps.'))
  })
})
