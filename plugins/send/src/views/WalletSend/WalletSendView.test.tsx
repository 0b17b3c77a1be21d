// @vitest-environment happy-dom
import { balanceResponseSchema, sendTokenArguments, type ApiClient, type RouteState } from '@portico/contracts'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureBalances } from '../../mocks/balanceFixtures'
import { setupSend } from '../../setupSend'
import { createTestHost } from '@portico/contracts/testing'

afterEach(cleanup)

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function renderSend(route?: RouteState) {
  const get = (async (_path: string, schema: typeof balanceResponseSchema) => schema.parse({ balances: fixtureBalances('eip155:31337') })) as ApiClient['get']
  const rpc = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_gasPrice') return '0x3b9aca00'
      throw new Error(`${method} is not supported`)
    },
  }
  const test = createTestHost({ blockchain: { get }, rpc, ...(route ? { route } : {}) })
  const { registration } = setupSend(test.host)
  const View = (await registration.views.WalletSend!.load()) as ComponentType
  render(createElement(Provider, { store: test.host.store }, createElement(View)))
  return test
}

describe('WalletSendView', () => {
  it('pastes the receiver from the clipboard into the address field', async () => {
    await renderSend()
    await waitFor(() => expect(screen.getByTestId('send-select-token').textContent).toBe('ETH'))
    await navigator.clipboard.writeText(`  ${bob}\n`)
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }))
    await waitFor(() => expect(screen.getByLabelText('Receiver address or name')).toHaveProperty('value', bob))
  })

  it('picks the native token, checks the draft as it is filled and opens the preview', async () => {
    const { routes } = await renderSend()
    await waitFor(() => expect(screen.getByTestId('send-select-token').textContent).toBe('ETH'))
    expect(screen.getByRole('button', { name: 'Add Amount' })).toHaveProperty('disabled', true)

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Insufficient Funds' })).toHaveProperty('disabled', true))
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0,5' } })
    await waitFor(() => expect(screen.getByTestId('send-amount-usd').textContent).toBe('$1,560.23'))
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Receiver address or name'), { target: { value: bob } })
    const preview = await screen.findByRole('button', { name: 'Preview Send' })
    fireEvent.click(preview)
    expect(routes).toEqual(['push WalletSendPreview'])
  })

  it('warns of a receiver to look at twice: the zero address and a wrong checksum block, a token contract only warns', async () => {
    await renderSend()
    await waitFor(() => expect(screen.getByTestId('send-select-token').textContent).toBe('ETH'))
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5' } })
    const receiver = (value: string) => fireEvent.change(screen.getByLabelText('Receiver address or name'), { target: { value } })

    receiver('0x0000000000000000000000000000000000000000')
    expect((await screen.findByTestId('send-receiver-warning')).textContent).toBe('This is the zero address: nobody can use what is sent there')
    expect(screen.getByRole('button', { name: 'Invalid Address' })).toHaveProperty('disabled', true)

    receiver(bob.replace('C51812dc', 'c51812dc'))
    await waitFor(() => expect(screen.getByTestId('send-receiver-warning').textContent).toBe('This address has a wrong checksum: check it for a typo'))
    expect(screen.getByRole('button', { name: 'Invalid Address' })).toHaveProperty('disabled', true)

    receiver('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    await waitFor(() => expect(screen.getByTestId('send-receiver-warning').textContent).toBe('This is the USDC token contract, not a wallet: tokens sent to it are usually lost'))
    expect(screen.getByRole('button', { name: 'Preview Send' })).toHaveProperty('disabled', false)

    receiver(bob)
    await waitFor(() => expect(screen.queryByTestId('send-receiver-warning')).toBeNull())
  })

  it('Max keeps the gas of a native send back', async () => {
    await renderSend()
    await waitFor(() => expect(screen.getByTestId('send-token-balance').textContent).toBe('1.5 ETH'))
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.499979')
  })

  it('opens with the token of its arguments (a click in the Tokens tab), once', async () => {
    const usdc = fixtureBalances('eip155:31337').find((balance) => balance.symbol === 'USDC')!
    const { host } = await renderSend({ view: 'WalletSend', arguments: sendTokenArguments(usdc) })
    await waitFor(() => expect(screen.getByTestId('send-select-token').textContent).toBe('USDC'))
    expect(screen.getByTestId('send-token-balance').textContent).toBe('250 USDC')
    expect(host.store.get(host.atoms.route).arguments).toEqual({ token: usdc.address })
  })
})
