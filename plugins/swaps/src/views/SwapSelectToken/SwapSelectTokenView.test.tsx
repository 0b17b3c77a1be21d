// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { setupSwaps } from '../../setupSwaps'
import { createSwapsTestHost, ETH, PEUR, PUSD } from '../../testing/swapsTestHost'

afterEach(cleanup)

async function renderSelect(target: 'source' | 'to') {
  const test = createSwapsTestHost({}, { route: { view: 'SwapSelectToken', arguments: { target } } })
  const { registration, context } = setupSwaps(test.host)
  const { store } = test.host
  store.set(context.atoms.tokens, [ETH, PUSD, PEUR])
  store.set(context.atoms.balances, { [ETH.address]: 10n ** 18n, [PUSD.address]: 0n })
  store.set(context.atoms.sourceToken, ETH)
  store.set(context.atoms.toToken, PUSD)
  const View = (await registration.views.SwapSelectToken!.load()) as ComponentType
  render(createElement(Provider, { store }, createElement(View)))
  return { ...test, atoms: context.atoms }
}

describe('SwapSelectTokenView', () => {
  it('lists the tokens held first, and searches by symbol, name or address', async () => {
    await renderSelect('to')
    expect(within(screen.getByRole('list', { name: 'Your tokens' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['ETHEther1 ETH'])
    expect(within(screen.getByRole('list', { name: 'All tokens' })).getAllByRole('button')).toHaveLength(2)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search token' }), { target: { value: 'euro' } })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['PEURPortico Euro'])
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search token' }), { target: { value: 'nothing' } })
    expect(screen.getByText('No tokens match')).toBeTruthy()
  })

  it("picks the token and goes back; picking the other side's token swaps the two", async () => {
    const { host, atoms, routes } = await renderSelect('to')
    fireEvent.click(screen.getByRole('button', { name: /^ETH/ }))
    expect([host.store.get(atoms.sourceToken), host.store.get(atoms.toToken)]).toEqual([PUSD, ETH])
    expect(routes).toEqual(['back'])
  })
})
