// @vitest-environment happy-dom
import type { ApiClient, Locale } from '@portico/contracts'
import { createTestHost, TEST_ADDRESS, TEST_NETWORK } from '@portico/contracts/testing'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubPost } from '../../mocks/stubPost'
import { setupOnramp } from '../../setupOnramp'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const coinbaseUrl = 'https://pay.coinbase.com/buy/select-asset?appId=a&sessionToken=t'

async function renderProviders(post: ApiClient['post'], timeZone = 'UTC', locale: Locale = 'en') {
  const test = createTestHost({ blockchain: { post }, locale })
  const { registration, atoms } = setupOnramp(test.host, { timeZone })
  const View = (await registration.views.OnRampProviders!.load()) as ComponentType
  const open = vi.spyOn(window, 'open').mockReturnValue(null)
  render(createElement(Provider, { store: test.host.store }, createElement(View)))
  return { ...test, atoms, open }
}

const answering = (url: string) => stubPost(() => ({ url }))

describe('OnRampProvidersView', () => {
  it('lists Coinbase and Meld with their fee range on an EVM network', async () => {
    await renderProviders(answering(coinbaseUrl))
    const list = screen.getByRole('list', { name: 'Onramp providers' })
    expect(list.querySelectorAll('button')).toHaveLength(2)
    expect(screen.getByTestId('onramp-provider-coinbase').textContent).toBe('CoinbaseFees 1-2%')
    expect(screen.getByTestId('onramp-provider-meld').textContent).toBe('Meld.ioFees 1-2%')
  })

  it('lists Meld only on Solana, and says Buy is unavailable on Bitcoin', async () => {
    const { host, network } = await renderProviders(answering(coinbaseUrl))
    act(() => host.store.set(network, { ...TEST_NETWORK, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', chainNamespace: 'solana' }))
    expect(screen.queryByTestId('onramp-provider-coinbase')).toBeNull()
    expect(screen.getByTestId('onramp-provider-meld')).toBeTruthy()
    act(() => host.store.set(network, { ...TEST_NETWORK, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin', chainNamespace: 'bip122' }))
    expect(screen.getByRole('alert').textContent).toBe('Buying crypto is not available on Bitcoin.')
  })

  it('says Buy is unavailable in a restricted region, and asks to connect when no wallet is', async () => {
    await renderProviders(answering(coinbaseUrl), 'Asia/Shanghai')
    expect(screen.getByRole('alert').textContent).toBe('Buying crypto is not available in your region.')
    cleanup()
    const { host, account } = await renderProviders(answering(coinbaseUrl))
    act(() => host.store.set(account, { status: 'disconnected' }))
    expect(screen.getByRole('alert').textContent).toBe('Connect a wallet to buy crypto.')
  })

  it('Coinbase: posts the URL request, shows it opening, opens the URL and goes to BuyInProgress', async () => {
    let answer: (value: unknown) => void = () => {}
    const bodies: unknown[] = []
    const post = stubPost((_path, body) => {
      bodies.push(body)
      return new Promise((resolve) => (answer = resolve))
    })
    const { open, routes } = await renderProviders(post)
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'))
    await waitFor(() => expect(screen.getByTestId('onramp-provider-fee-coinbase').textContent).toBe('Opening...'))
    expect(screen.getByTestId('onramp-provider-coinbase').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('onramp-provider-meld')).toHaveProperty('disabled', true)
    expect(bodies).toEqual([
      { destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['ethereum'] }], defaultNetwork: 'ethereum', partnerUserId: TEST_ADDRESS, defaultExperience: 'buy' },
    ])

    await act(async () => answer({ url: coinbaseUrl }))
    expect(open).toHaveBeenCalledWith(coinbaseUrl, '_blank', 'noopener,noreferrer')
    expect(routes).toEqual(['push BuyInProgress'])
  })

  it('shows the error in the view and a toast when the URL cannot be generated, and lets the user try again', async () => {
    let fail = true
    const post = stubPost(() => {
      if (fail) throw new Error('HTTP status code: 503')
      return { url: coinbaseUrl }
    })
    const { open, routes, toasts } = await renderProviders(post)
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'))
    expect((await screen.findByTestId('onramp-error')).textContent).toBe('Could not open Coinbase (HTTP status code: 503). Please try again.')
    expect(toasts).toEqual([{ message: 'Could not open Coinbase', variant: 'error' }])
    expect(open).not.toHaveBeenCalled()
    expect(routes).toEqual([])
    // The list stays, usable: the retry works and clears the message.
    expect(screen.getByTestId('onramp-provider-coinbase')).toHaveProperty('disabled', false)
    fail = false
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'))
    await waitFor(() => expect(routes).toEqual(['push BuyInProgress']))
    expect(screen.queryByTestId('onramp-error')).toBeNull()
  })
})

describe('OnRampProvidersView in German', () => {
  it("shows the plugin's own German messages once its chunk is in, and reports no missing key", async () => {
    const { missingMessages, host, network } = await renderProviders(answering(coinbaseUrl), 'UTC', 'de')
    await waitFor(() => expect(screen.getByTestId('onramp-provider-coinbase').textContent).toBe('CoinbaseGebühren 1-2%'))
    expect(screen.getByRole('list', { name: 'Onramp-Anbieter' })).toBeTruthy()
    act(() => host.store.set(network, { ...TEST_NETWORK, name: 'Bitcoin', chainNamespace: 'bip122' }))
    expect(screen.getByRole('alert').textContent).toBe('Der Kauf von Krypto ist auf Bitcoin nicht verfügbar.')
    expect(missingMessages).toEqual([])
  })
})
